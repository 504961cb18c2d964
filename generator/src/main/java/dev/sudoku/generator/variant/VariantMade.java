package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.VariantPuzzle;
import java.util.Objects;

/**
 * A variant puzzle made by the {@link VariantGenerator}.
 *
 * @param puzzle the puzzle, with exactly one solution and no clue that can go
 * @param solution its solution, one digit per cell
 * @param seed the seed that makes it again
 * @param nanos the time it took
 */
public record VariantMade(VariantPuzzle puzzle, int[] solution, long seed, long nanos) {
    public VariantMade {
        Objects.requireNonNull(puzzle, "puzzle");
        solution = solution.clone();
    }

    @Override
    public int[] solution() {
        return solution.clone();
    }

    /** How many givens the puzzle has. */
    public int clues() {
        int clues = 0;
        for (int given : puzzle.givens()) {
            clues += given != 0 ? 1 : 0;
        }
        return clues;
    }
}
