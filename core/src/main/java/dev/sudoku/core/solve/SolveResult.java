package dev.sudoku.core.solve;

import dev.sudoku.core.Grid;
import java.util.Objects;
import java.util.Optional;

/**
 * The answer of an exact solver.
 *
 * @param status the outcome
 * @param solutionCount solutions found, at most the limit asked for
 * @param solution the first solution found, if any
 * @param stats the cost
 * @param message why, for INVALID and UNKNOWN (naming cells or the budget); empty otherwise
 */
public record SolveResult(
        Status status, long solutionCount, Optional<Grid> solution, SolveStats stats, String message) {

    public SolveResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(stats, "stats");
        Objects.requireNonNull(message, "message");
    }

    /** The result for a puzzle rejected before solving. */
    public static SolveResult invalid(String message) {
        return new SolveResult(Status.INVALID, 0, Optional.empty(), SolveStats.NONE, message);
    }

    /**
     * The result of a search that ran to the end or to the solution limit: SOLVED for one, MULTIPLE for
     * more, NONE for zero.
     */
    public static SolveResult counted(long count, Grid first, SolveStats stats) {
        Status status = count == 0 ? Status.NONE : count == 1 ? Status.SOLVED : Status.MULTIPLE;
        return new SolveResult(status, count, Optional.ofNullable(first), stats, "");
    }

    /**
     * The result of a search stopped by its budget; if two solutions were already found, the answer is
     * nevertheless known (MULTIPLE).
     */
    public static SolveResult outOfBudget(long count, Grid first, SolveStats stats, String budget) {
        if (count >= 2) {
            return counted(count, first, stats);
        }
        return new SolveResult(
                Status.UNKNOWN,
                count,
                Optional.ofNullable(first),
                stats,
                budget + " exhausted before the search ended");
    }
}
