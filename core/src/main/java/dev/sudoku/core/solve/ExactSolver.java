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

    /**
     * As {@link #solve(Grid, SolveLimits)} for a 9x9 puzzle given as its 81 values in reading order (0 for a
     * blank, 1 to 9 for a given), for callers that solve many and write a solution as it is: when the answer is
     * {@link Status#SOLVED}, the solution's values go to {@code solutionOut} and null is returned, and a solver
     * that can (the band solver) allocates nothing on that way; any other answer is returned as {@code solve}
     * gives it, and {@code solutionOut} is then left unspecified.
     *
     * @param cells81 not modified
     * @param solutionOut 81 values, not {@code cells81}
     */
    default SolveResult solveInto(byte[] cells81, SolveLimits limits, byte[] solutionOut) {
        SolveResult result = solve(Grid.of(BoxShape.CLASSIC, cells81), limits);
        if (result.status() != Status.SOLVED) {
            return result;
        }
        result.solution().orElseThrow().copyTo(solutionOut);
        return null;
    }

    /** Solves with {@link SolveLimits#UNIQUENESS}. */
    default SolveResult solve(Grid puzzle) {
        return solve(puzzle, SolveLimits.UNIQUENESS);
    }
}
