package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import java.util.Arrays;
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

    // A record compares and prints its array by identity: the solution is compared digit by digit here,
    // and printed as its digits.
    @Override
    public boolean equals(Object other) {
        return other instanceof VariantMade made
                && puzzle.equals(made.puzzle)
                && Arrays.equals(solution, made.solution)
                && seed == made.seed
                && nanos == made.nanos;
    }

    @Override
    public int hashCode() {
        return Objects.hash(puzzle, Arrays.hashCode(solution), seed, nanos);
    }

    @Override
    public String toString() {
        return "VariantMade[puzzle=" + puzzle + ", solution=" + VariantText.line(solution) + ", seed=" + seed
                + ", nanos=" + nanos + "]";
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
