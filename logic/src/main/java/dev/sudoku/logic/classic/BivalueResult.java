package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Objects;

/**
 * The answer of a bivalue search.
 *
 * @param status SOLVED (at least one solution), NO_SOLUTION, INVALID, LIMIT_REACHED or UNRESOLVED
 * @param logic what logic found from the givens before any combination was tried
 * @param bivalueCells the cells with exactly two candidates where logic got stuck, ascending; the search
 *     fixes these
 * @param runs the runs made: none when logic alone decided, one at {@code depth}, and a second at
 *     {@code retryDepth} when the first found no solution
 * @param solutions the distinct solutions found, in the order found; two or more prove the puzzle is not
 *     unique
 * @param kept the first {@link BivalueOptions#maxKept()} combinations logic could not refute
 * @param stepsApplied logic steps over the whole search, the first run of logic included
 * @param cycles cycles over the whole search, the first run of logic included
 * @param uniqueness what the caller said about the puzzle
 * @param switchedOff the uniqueness techniques switched off because the puzzle was not known to be unique
 * @param traced every combination tried, in order, with its outcome, up to {@link
 *     BivalueOptions#maxTraced()}
 */
public record BivalueResult(
        SearchStatus status,
        ClassicLogicResult logic,
        List<Integer> bivalueCells,
        List<BivalueRun> runs,
        List<Grid> solutions,
        List<BivalueTrial> kept,
        long stepsApplied,
        long cycles,
        Uniqueness uniqueness,
        List<TechniqueId> switchedOff,
        List<BivalueTrial> traced) {
    public BivalueResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(logic, "logic");
        Objects.requireNonNull(uniqueness, "uniqueness");
        bivalueCells = List.copyOf(bivalueCells);
        runs = List.copyOf(runs);
        solutions = List.copyOf(solutions);
        kept = List.copyOf(kept);
        switchedOff = List.copyOf(switchedOff);
        traced = List.copyOf(traced);
    }

    /** Value assignments tried over all runs. */
    public long combinationsTried() {
        return runs.stream().mapToLong(BivalueRun::combinationsTried).sum();
    }
}
