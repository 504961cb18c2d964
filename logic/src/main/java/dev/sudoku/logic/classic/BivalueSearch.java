package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The bivalue search of one stuck position; see {@link ClassicSolver#searchBivalue} for the rules. One
 * instance per search: it holds the tallies.
 *
 * <p>Cost: sum over k of C(b, k) * 2^k runs of logic for b bivalue cells, e.g. 1,740 for b = 30 at depth
 * 2 and about 470,000 more at depth 4, hence the combination budget.
 */
final class BivalueSearch implements BivalueWalk.Trials {
    private final SweepEngine engine;
    private final BivalueOptions options;
    private final CandidateGrid stuck;
    private final int[] cells;
    private final Set<Grid> solutions = new LinkedHashSet<>();
    private final List<BivalueTrial> kept = new ArrayList<>();
    private final List<BivalueTrial> traced = new ArrayList<>();
    private final BivalueWalk walk;
    private long steps;
    private long cycles;

    BivalueSearch(SweepEngine engine, BivalueOptions options, CandidateGrid stuck) {
        this.engine = engine;
        this.options = options;
        this.stuck = stuck;
        List<Integer> found = bivalueCells(stuck);
        this.cells = found.stream().mapToInt(Integer::intValue).toArray();
        long[] masks = new long[cells.length];
        for (int i = 0; i < cells.length; i++) {
            masks[i] = stuck.candidates(cells[i]);
        }
        this.walk = new BivalueWalk(options, cells, masks, this);
    }

    static List<Integer> bivalueCells(CandidateGrid grid) {
        List<Integer> found = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Masks.count(grid.candidates(cell)) == 2) {
                found.add(cell);
            }
        }
        return found;
    }

    /** The first run at {@code depth}, then the retry when that run reached its depth limit. */
    List<BivalueRun> runAll() {
        return walk.runAll();
    }

    @Override
    public LogicStatus attempt(List<Placement> assignment) {
        CandidateGrid grid = stuck.copy();
        boolean clash = false;
        for (Placement placement : assignment) {
            if (!clash && grid.has(placement.cell(), placement.digit())) {
                grid.place(placement.cell(), placement.digit());
            } else {
                clash = true;
            }
        }
        LogicStatus status = clash ? LogicStatus.CONTRADICTION : runLogic(grid);
        if (traced.size() < options.maxTraced()) {
            traced.add(new BivalueTrial(assignment, status, grid.toGrid()));
        }
        if (status == LogicStatus.SOLVED) {
            solutions.add(grid.toGrid());
        }
        if (status != LogicStatus.CONTRADICTION && kept.size() < options.maxKept()) {
            kept.add(new BivalueTrial(assignment, status, grid.toGrid()));
        }
        return status;
    }

    @Override
    public int distinctSolutions() {
        return solutions.size();
    }

    private LogicStatus runLogic(CandidateGrid grid) {
        SweepEngine.Run run = engine.run(grid, new ArrayList<Step>());
        steps += run.steps();
        cycles += run.cycles();
        return run.status();
    }

    List<Integer> cells() {
        List<Integer> list = new ArrayList<>();
        for (int cell : cells) {
            list.add(cell);
        }
        return list;
    }

    List<Grid> solutions() {
        return new ArrayList<>(solutions);
    }

    List<BivalueTrial> kept() {
        return kept;
    }

    /** The combinations tried, in order, up to {@link BivalueOptions#maxTraced()}. */
    List<BivalueTrial> traced() {
        return traced;
    }

    long steps() {
        return steps;
    }

    long cycles() {
        return cycles;
    }

    SearchStatus status() {
        return walk.status();
    }
}
