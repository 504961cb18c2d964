package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.classic.BivalueRun;
import dev.sudoku.logic.classic.SearchStatus;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * The answer of a bivalue search on a rule set, in the classic bivalue search's terms.
 *
 * @param status SOLVED (at least one solution), NO_SOLUTION, INVALID, LIMIT_REACHED or UNRESOLVED
 * @param logic what logic found from the givens before any combination was tried
 * @param bivalueCells the cells with exactly two candidates where logic got stuck, ascending
 * @param runs the runs made: none when logic alone decided, one at the depth, a second at the retry depth
 *     when the first reached its depth limit
 * @param solutions the distinct solutions found, in the order found, one digit per cell
 * @param stepsApplied logic steps over the whole search, the first run of logic included
 * @param cycles cycles over the whole search, the first run of logic included
 * @param traced the combinations tried, in order, up to the number asked for
 */
public record RuleBivalueResult(
        SearchStatus status,
        RuleLogicRun logic,
        List<Integer> bivalueCells,
        List<BivalueRun> runs,
        List<int[]> solutions,
        long stepsApplied,
        long cycles,
        List<RuleTrial> traced) {
    public RuleBivalueResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(logic, "logic");
        bivalueCells = List.copyOf(bivalueCells);
        runs = List.copyOf(runs);
        solutions = solutions.stream().map(int[]::clone).toList();
        traced = List.copyOf(traced);
    }

    @Override
    public List<int[]> solutions() {
        return solutions.stream().map(int[]::clone).toList();
    }

    // A record compares and prints its arrays by identity: the solutions are compared digit by digit here,
    // and printed as their digits.
    @Override
    public boolean equals(Object other) {
        return other instanceof RuleBivalueResult result
                && status == result.status
                && logic.equals(result.logic)
                && bivalueCells.equals(result.bivalueCells)
                && runs.equals(result.runs)
                && solutions.size() == result.solutions.size()
                && IntStream.range(0, solutions.size())
                        .allMatch(i -> Arrays.equals(solutions.get(i), result.solutions.get(i)))
                && stepsApplied == result.stepsApplied
                && cycles == result.cycles
                && traced.equals(result.traced);
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                status,
                logic,
                bivalueCells,
                runs,
                solutions.stream().map(Arrays::hashCode).toList(),
                stepsApplied,
                cycles,
                traced);
    }

    @Override
    public String toString() {
        return "RuleBivalueResult[status=" + status + ", logic=" + logic + ", bivalueCells=" + bivalueCells
                + ", runs=" + runs + ", solutions="
                + solutions.stream().map(VariantText::line).toList()
                + ", stepsApplied=" + stepsApplied + ", cycles=" + cycles + ", traced=" + traced + "]";
    }

    /** Value assignments tried over all runs. */
    public long combinationsTried() {
        return runs.stream().mapToLong(BivalueRun::combinationsTried).sum();
    }

    /** The deepest run's depth, at most the number of two-candidate cells; 0 when no run was needed. */
    public int depthReached() {
        return runs.isEmpty() ? 0 : Math.min(runs.get(runs.size() - 1).depth(), bivalueCells.size());
    }
}
