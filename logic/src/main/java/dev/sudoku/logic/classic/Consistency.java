package dev.sudoku.logic.classic;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.Optional;

/**
 * Finds the first contradiction of a position: cells in reading order first (an empty cell without
 * candidates), then houses in index order (rows, columns, boxes: a digit twice, or a digit with no place).
 *
 * <p>Cost: one pass over the cells and one over the 3N houses, O(N^2); the classic solvers run it after
 * every sweep and every stronger step, a few hundred operations on 9x9.
 */
public final class Consistency {
    private Consistency() {}

    /** The first contradiction, as a sentence with cells named r1c1, or empty when there is none. */
    public static Optional<String> describe(CandidateGrid grid) {
        return first(grid).map(c -> c.describe(grid.size()));
    }

    /** The first contradiction, or empty when the position is consistent as far as these checks see. */
    public static Optional<Contradiction> first(CandidateGrid grid) {
        return Optional.ofNullable(find(grid));
    }

    /** The first contradiction, or null when the position is consistent as far as these checks see. */
    static Contradiction find(CandidateGrid grid) {
        int cells = grid.cellCount();
        for (int cell = 0; cell < cells; cell++) {
            if (grid.candidates(cell) == 0 && grid.isEmpty(cell)) {
                return new Contradiction(Contradiction.Kind.CELL_WITHOUT_CANDIDATE, cell, -1, 0);
            }
        }
        int size = grid.size();
        long all = Masks.allDigits(size);
        for (int house = 0; house < 3 * size; house++) {
            long placed = 0;
            long possible = 0;
            for (int cell : grid.geometry().cellsOf(house)) {
                int value = grid.value(cell);
                if (value == 0) {
                    possible |= grid.candidates(cell);
                    continue;
                }
                long bit = Masks.bit(value);
                if ((placed & bit) != 0) {
                    return new Contradiction(Contradiction.Kind.DIGIT_TWICE, -1, house, value);
                }
                placed |= bit;
            }
            long missing = all & ~(placed | possible);
            if (missing != 0) {
                return new Contradiction(Contradiction.Kind.DIGIT_WITHOUT_PLACE, -1, house, Masks.firstDigit(missing));
            }
        }
        return null;
    }
}
