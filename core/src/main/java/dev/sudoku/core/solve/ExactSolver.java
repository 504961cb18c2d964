package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;

/**
 * Finds and counts the solutions of a puzzle. Every implementation gives the same status and count for
 * the same puzzle and limits (golden tests run over all of them); they differ in speed and in the sizes
 * they support.
 *
 * <p>Implementations are not required to be thread-safe: use one instance per thread.
 */
public interface ExactSolver {
    /** A short stable name used by the benchmark and the {@code --solver} option. */
    String name();

    /** True if this solver handles grids of that shape. */
    boolean supports(BoxShape shape);

    /**
     * Solves a puzzle. A puzzle that breaks the rules (a digit twice in a house) gives {@link
     * Status#INVALID} naming both cells; it never throws for any grid of a supported shape.
     *
     * @throws IllegalArgumentException when {@link #supports} is false for the puzzle's shape (the band
     *     solver takes 9x9 grids only; {@link Solvers#AUTO} takes every shape)
     */
    SolveResult solve(Grid puzzle, SolveLimits limits);

    /** Solves with {@link SolveLimits#UNIQUENESS}. */
    default SolveResult solve(Grid puzzle) {
        return solve(puzzle, SolveLimits.UNIQUENESS);
    }
}
