package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
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
final class BivalueSearch {
    private final SweepEngine engine;
    private final BivalueOptions options;
    private final CandidateGrid stuck;
    private final int[] cells;
    private final Set<Grid> solutions = new LinkedHashSet<>();
    private final List<BivalueTrial> kept = new ArrayList<>();
    private final List<BivalueTrial> traced = new ArrayList<>();
    private long triedOverall;
    private long steps;
    private long cycles;
    private boolean limitHit;
    private boolean refutedAll;

    BivalueSearch(SweepEngine engine, BivalueOptions options, CandidateGrid stuck) {
        this.engine = engine;
        this.options = options;
        this.stuck = stuck;
        List<Integer> found = bivalueCells(stuck);
        this.cells = found.stream().mapToInt(Integer::intValue).toArray();
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

    /** Counts of one run, updated from the combination visitor. */
    private static final class Tally {
        long tried;
        long refuted;
        long solved;
        long unresolved;
    }

    /** The first run at {@code depth}, then the retry when that run reached its depth limit. */
    List<BivalueRun> runAll() {
        List<BivalueRun> runs = new ArrayList<>();
        BivalueRun first = run(options.depth(), 1);
        runs.add(first);
        if (first.depthLimitReached() && options.retryDepth() > options.depth()) {
            runs.add(run(options.retryDepth(), options.depth() + 1));
        }
        return runs;
    }

    private BivalueRun run(int depth, int fromSize) {
        Tally tally = new Tally();
        int before = solutions.size();
        for (int size = fromSize; size <= Math.min(depth, cells.length); size++) {
            int k = size;
            boolean finished = Combinations.forEach(cells.length, k, subset -> trySubset(subset, k, tally));
            if (!finished || !solutions.isEmpty()) {
                break;
            }
        }
        boolean decided = limitHit || refutedAll || !solutions.isEmpty();
        return new BivalueRun(
                depth,
                fromSize,
                tally.tried,
                tally.refuted,
                tally.solved,
                tally.unresolved,
                solutions.size() - before,
                !decided && depth < cells.length,
                limitHit);
    }

    /** Tries the 2^k assignments of one subset; returns false to stop the whole search. */
    private boolean trySubset(int[] subset, int k, Tally tally) {
        int refutedHere = 0;
        for (int pattern = 0; pattern < 1 << k; pattern++) {
            if (triedOverall >= options.maxCombinations()) {
                limitHit = true;
                return false;
            }
            triedOverall++;
            tally.tried++;
            List<Placement> assignment = new ArrayList<>(k);
            CandidateGrid grid = stuck.copy();
            boolean clash = false;
            for (int j = 0; j < k; j++) {
                int cell = cells[subset[j]];
                long mask = stuck.candidates(cell);
                // The first cell is the most significant bit, so pattern 0 is all lower digits and the
                // patterns run in lexicographic order of the values.
                boolean high = (pattern >> (k - 1 - j) & 1) != 0;
                int digit = high ? 64 - Long.numberOfLeadingZeros(mask) : Masks.firstDigit(mask);
                assignment.add(new Placement(cell, digit));
                if (!clash && grid.has(cell, digit)) {
                    grid.place(cell, digit);
                } else {
                    clash = true;
                }
            }
            LogicStatus status = clash ? LogicStatus.CONTRADICTION : runLogic(grid);
            if (traced.size() < options.maxTraced()) {
                traced.add(new BivalueTrial(assignment, status, grid.toGrid()));
            }
            switch (status) {
                case CONTRADICTION -> {
                    tally.refuted++;
                    refutedHere++;
                }
                case SOLVED -> {
                    tally.solved++;
                    solutions.add(grid.toGrid());
                    keep(assignment, status, grid);
                }
                case STUCK -> {
                    tally.unresolved++;
                    keep(assignment, status, grid);
                }
            }
        }
        if (refutedHere == 1 << k) {
            // Every value of these cells fails, and one of them must hold in any solution: there is none.
            refutedAll = true;
            return false;
        }
        return true;
    }

    private LogicStatus runLogic(CandidateGrid grid) {
        SweepEngine.Run run = engine.run(grid, new ArrayList<Step>());
        steps += run.steps();
        cycles += run.cycles();
        return run.status();
    }

    private void keep(List<Placement> assignment, LogicStatus status, CandidateGrid grid) {
        if (kept.size() < options.maxKept()) {
            kept.add(new BivalueTrial(assignment, status, grid.toGrid()));
        }
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
        if (!solutions.isEmpty()) {
            return SearchStatus.SOLVED;
        }
        if (refutedAll) {
            return SearchStatus.NO_SOLUTION;
        }
        return limitHit ? SearchStatus.LIMIT_REACHED : SearchStatus.UNRESOLVED;
    }
}
