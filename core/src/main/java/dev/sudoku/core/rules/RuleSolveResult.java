package dev.sudoku.core.rules;

import dev.sudoku.core.solve.SolveStats;
import dev.sudoku.core.solve.Status;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * The answer of the {@link RuleSolver}.
 *
 * @param status the outcome, in the exact solvers' words
 * @param solutionCount solutions found, at most the limit asked for
 * @param solution the first solution found, one digit per cell
 * @param stats the cost
 * @param message why, for INVALID and UNKNOWN; empty otherwise
 */
public record RuleSolveResult(
        Status status, long solutionCount, Optional<int[]> solution, SolveStats stats, String message) {
    public RuleSolveResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(stats, "stats");
        Objects.requireNonNull(message, "message");
        solution = solution.map(int[]::clone);
    }

    @Override
    public Optional<int[]> solution() {
        return solution.map(int[]::clone);
    }

    // A record compares and prints its array by identity: two equal solutions are compared digit by digit
    // here, and printed as their digits.
    @Override
    public boolean equals(Object other) {
        return other instanceof RuleSolveResult result
                && status == result.status
                && solutionCount == result.solutionCount
                && Arrays.equals(solution.orElse(null), result.solution.orElse(null))
                && stats.equals(result.stats)
                && message.equals(result.message);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, solutionCount, Arrays.hashCode(solution.orElse(null)), stats, message);
    }

    @Override
    public String toString() {
        return "RuleSolveResult[status=" + status + ", solutionCount=" + solutionCount + ", solution="
                + solution.map(VariantText::line).orElse("none") + ", stats=" + stats + ", message=" + message + "]";
    }
}
