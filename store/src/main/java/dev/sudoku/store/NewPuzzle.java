package dev.sudoku.store;

import dev.sudoku.core.BoxShape;
import java.util.Objects;

/**
 * A rated puzzle to be stored: everything a bank row holds except what the bank assigns (its id and the time
 * it was added).
 *
 * @param shape the box shape; the grid's side is {@code shape.size()}
 * @param puzzle the puzzle in the one-line format
 * @param solution its unique solution, in the same format
 * @param canonical the canonical form of the puzzle under the grid's symmetries, computed by the caller: the
 *     bank refuses a second puzzle with the same canonical form, so equivalent puzzles are stored once
 * @param ratings the rater's verdict
 * @param clues the number of givens
 * @param symmetry the name of the clue pattern's symmetry (for example "rotate180" or "none")
 * @param origin where the puzzle came from
 */
public record NewPuzzle(
        BoxShape shape,
        String puzzle,
        String solution,
        String canonical,
        Ratings ratings,
        int clues,
        String symmetry,
        Origin origin) {
    public NewPuzzle {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(canonical, "canonical");
        Objects.requireNonNull(ratings, "ratings");
        Objects.requireNonNull(symmetry, "symmetry");
        Objects.requireNonNull(origin, "origin");
        if (canonical.isBlank()) {
            throw new IllegalArgumentException("canonical form must not be blank");
        }
        if (clues < 0 || clues > shape.cellCount()) {
            throw new IllegalArgumentException(
                    "clues must be in 0.." + shape.cellCount() + " for a " + shape + " grid, got " + clues);
        }
    }

    /** The grid's side N. */
    public int size() {
        return shape.size();
    }
}
