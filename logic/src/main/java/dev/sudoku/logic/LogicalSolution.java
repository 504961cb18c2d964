package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a logical solve did: the steps in order and where it ended, solved or stuck.
 *
 * <p>Immutable; the final candidates are copied in and handed out one cell at a time.
 */
public final class LogicalSolution {
    private final List<Step> steps;
    private final Grid grid;
    private final long[] candidates;

    LogicalSolution(List<Step> steps, CandidateGrid end) {
        this.steps = List.copyOf(steps);
        this.grid = end.toGrid();
        this.candidates = end.candidateMasks();
    }

    public List<Step> steps() {
        return steps;
    }

    /** The values reached: the solution when {@link #solved()}, else the position where it got stuck. */
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

    /** How many steps of each kind, in {@link TechniqueId} order. */
    public Map<TechniqueId, Integer> counts() {
        Map<TechniqueId, Integer> counts = new EnumMap<>(TechniqueId.class);
        for (Step step : steps) {
            counts.merge(step.technique(), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }
}
