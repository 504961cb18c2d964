package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run of classic logic did: the steps in order, the position reached (values and candidates), how
 * many cycles it took (see {@link ClassicSolver#logic}) and how it ended.
 *
 * <p>Immutable; the final candidates are copied in and handed out one cell at a time.
 */
public final class ClassicLogicResult {
    private final LogicStatus status;
    private final List<Step> steps;
    private final int cycles;
    private final Grid grid;
    private final long[] candidates;
    private final Contradiction contradiction;

    ClassicLogicResult(List<Step> steps, CandidateGrid end, SweepEngine.Run run) {
        this.status = run.status();
        this.steps = List.copyOf(steps);
        this.cycles = run.cycles();
        this.grid = end.toGrid();
        this.candidates = end.candidateMasks();
        this.contradiction = run.contradiction();
    }

    /** The outcome, the steps and cycles taken and the grid reached, "ClassicLogicResult[STUCK, 12 steps, ...". */
    @Override
    public String toString() {
        return "ClassicLogicResult[" + status + ", " + steps.size() + " steps, " + cycles + " cycles, grid=" + grid
                + "]";
    }

    public LogicStatus status() {
        return status;
    }

    /** Every step applied, singles of a sweep in sweep order, stronger steps where they were needed. */
    public List<Step> steps() {
        return steps;
    }

    /** Sweeps that placed at least one single. */
    public int cycles() {
        return cycles;
    }

    /** The values reached: the solution when {@link #solved()}, else where logic stopped. */
    public Grid grid() {
        return grid;
    }

    /** The candidates left in a cell at the end, bit d-1 for digit d (0 for filled cells). */
    public long candidates(int cell) {
        return candidates[cell];
    }

    /** A copy of all final candidate masks. */
    public long[] candidateMasks() {
        return candidates.clone();
    }

    public boolean solved() {
        return status == LogicStatus.SOLVED;
    }

    /** The dead end found, when {@link #status()} is {@link LogicStatus#CONTRADICTION}. */
    public Optional<Contradiction> contradiction() {
        return Optional.ofNullable(contradiction);
    }

    /** How many steps of each kind, in {@link TechniqueId} order. */
    public Map<TechniqueId, Integer> counts() {
        return Step.counts(steps);
    }
}
