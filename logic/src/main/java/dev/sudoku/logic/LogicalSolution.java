package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.classic.Contradiction;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a logical solve did: the steps in order and where it ended.
 *
 * <p>Immutable; the final candidates are copied in and handed out one cell at a time.
 */
public final class LogicalSolution {
    /** Why the path ended. */
    public enum Ending {
        /** Every cell holds a value. */
        SOLVED,
        /** No enabled technique finds a step. */
        STUCK,
        /** The last step left a position no solution can come from; see {@link #contradiction()}. */
        CONTRADICTION,
        /** The {@link SearchBudget} ran out first: the steps are those taken until then. */
        OUT_OF_TIME
    }

    private final List<Step> steps;
    private final Grid grid;
    private final long[] candidates;
    private final Ending ending;
    private final Contradiction contradiction;

    LogicalSolution(List<Step> steps, CandidateGrid end, Ending ending, Contradiction contradiction) {
        if ((ending == Ending.CONTRADICTION) != (contradiction != null)) {
            throw new IllegalArgumentException("a contradiction goes with the CONTRADICTION ending, got " + ending);
        }
        this.steps = List.copyOf(steps);
        this.grid = end.toGrid();
        this.candidates = end.candidateMasks();
        this.ending = Objects.requireNonNull(ending, "ending");
        this.contradiction = contradiction;
    }

    /** How the path ended, its length and the grid reached, "LogicalSolution[SOLVED, 69 steps, grid=4173...]". */
    @Override
    public String toString() {
        return "LogicalSolution[" + ending + ", " + steps.size() + " steps, grid=" + grid + "]";
    }

    public List<Step> steps() {
        return steps;
    }

    /** The values reached: the solution when {@link #solved()}, else the position where the path ended. */
    public Grid grid() {
        return grid;
    }

    /** The candidates left in a cell at the end (0 for filled cells). */
    public long candidates(int cell) {
        return candidates[cell];
    }

    /** A copy of the candidates left in every cell at the end. */
    public long[] candidateMasks() {
        return candidates.clone();
    }

    public boolean solved() {
        return grid.isComplete();
    }

    public Ending ending() {
        return ending;
    }

    /** True when the time budget ended the path before logic did. */
    public boolean timedOut() {
        return ending == Ending.OUT_OF_TIME;
    }

    /** What is impossible in the position reached, when the path ended on a contradiction. */
    public Optional<Contradiction> contradiction() {
        return Optional.ofNullable(contradiction);
    }

    /** How many steps of each kind, in {@link TechniqueId} order. */
    public Map<TechniqueId, Integer> counts() {
        return Step.counts(steps);
    }
}
