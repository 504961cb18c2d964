package dev.sudoku.core.format;

import dev.sudoku.core.Grid;
import java.util.Arrays;
import java.util.Objects;

/**
 * A position as a player sees it: the values placed so far and, for each empty cell, the candidates the
 * player kept (bit d-1 of {@code candidates[cell]} stands for digit d, so sides up to 64 fit).
 *
 * <p>Only the shape is checked here: the masks hold no digit above N and filled cells have an empty mask.
 * Whether the candidates agree with the values is a question for the logic module, which names the cell
 * that breaks a rule. The array is copied in and out, so a position is immutable.
 *
 * @param values the placed digits, 0 for an empty cell
 * @param candidates one mask per cell
 */
public record Position(Grid values, long[] candidates) {
    public Position {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(candidates, "candidates");
        if (candidates.length != values.cellCount()) {
            throw new IllegalArgumentException(
                    "expected " + values.cellCount() + " candidate masks, got " + candidates.length);
        }
        candidates = candidates.clone();
        long all = values.size() == 64 ? -1L : (1L << values.size()) - 1;
        for (int cell = 0; cell < candidates.length; cell++) {
            if ((candidates[cell] & ~all) != 0) {
                throw new IllegalArgumentException("candidates of cell " + cell + " go beyond digit " + values.size());
            }
            if (values.get(cell) != 0 && candidates[cell] != 0) {
                throw new IllegalArgumentException("cell " + cell + " holds a value and candidates");
            }
        }
    }

    /** A copy of the masks. */
    @Override
    public long[] candidates() {
        return candidates.clone();
    }

    /** The mask of one cell: 0 for a filled cell. */
    public long candidates(int cell) {
        return candidates[cell];
    }

    /** The side N. */
    public int size() {
        return values.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position other
                && other.values.equals(values)
                && Arrays.equals(other.candidates, candidates);
    }

    @Override
    public int hashCode() {
        return 31 * values.hashCode() + Arrays.hashCode(candidates);
    }

    /** The candidate line for sides up to 35; a short summary for larger ones. */
    @Override
    public String toString() {
        return size() <= CandidateLineFormat.MAX_SIZE
                ? CandidateLineFormat.write(this)
                : "Position[" + size() + "x" + size() + "]";
    }
}
