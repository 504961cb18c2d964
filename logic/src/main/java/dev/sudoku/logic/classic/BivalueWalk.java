package dev.sudoku.logic.classic;

import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Placement;
import java.util.ArrayList;
import java.util.List;

/**
 * The order and the tallies of a bivalue search (see {@link ClassicSolver#searchBivalue} for the rules),
 * apart from the position it works on: the classic grid and rule sets each try an assignment their own way
 * ({@link Trials}), and this walk decides which assignments to try, when to stop and how to report the
 * runs. One instance per search.
 */
public final class BivalueWalk {
    /** What the walk asks of the position being searched. */
    public interface Trials {
        /**
         * Places the assignment on a copy of the stuck position (a value that is no longer a candidate by
         * then is a CONTRADICTION) and runs logic; records what the caller keeps (solutions, the trace).
         */
        LogicStatus attempt(List<Placement> assignment);

        /** The distinct solutions recorded so far. */
        int distinctSolutions();
    }

    private final BivalueOptions options;
    private final int[] cells;
    private final long[] masks;
    private final Trials trials;
    private long triedOverall;
    private boolean limitHit;
    private boolean refutedAll;

    /**
     * @param cells the cells with exactly two candidates in the stuck position, ascending
     * @param masks their candidates, bit d-1 for digit d
     */
    public BivalueWalk(BivalueOptions options, int[] cells, long[] masks, Trials trials) {
        this.options = options;
        this.cells = cells.clone();
        this.masks = masks.clone();
        this.trials = trials;
    }

    /** Counts of one run. */
    private static final class Tally {
        long tried;
        long refuted;
        long solved;
        long unresolved;
    }

    /** The first run at the depth, then the retry when that run reached its depth limit. */
    public List<BivalueRun> runAll() {
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
        int before = trials.distinctSolutions();
        for (int size = fromSize; size <= Math.min(depth, cells.length); size++) {
            int k = size;
            boolean finished = Combinations.forEach(cells.length, k, subset -> trySubset(subset, k, tally));
            if (!finished || trials.distinctSolutions() > 0) {
                break;
            }
        }
        boolean decided = limitHit || refutedAll || trials.distinctSolutions() > 0;
        return new BivalueRun(
                depth,
                fromSize,
                tally.tried,
                tally.refuted,
                tally.solved,
                tally.unresolved,
                trials.distinctSolutions() - before,
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
            switch (trials.attempt(assignment(subset, k, pattern))) {
                case CONTRADICTION -> {
                    tally.refuted++;
                    refutedHere++;
                }
                case SOLVED -> tally.solved++;
                case STUCK -> tally.unresolved++;
            }
        }
        if (refutedHere == 1 << k) {
            // Every value of these cells fails, and one of them must hold in any solution: there is none.
            refutedAll = true;
            return false;
        }
        return true;
    }

    /**
     * The values of one pattern. The first cell is the most significant bit, so pattern 0 is all lower
     * digits and the patterns run in lexicographic order of the values.
     */
    private List<Placement> assignment(int[] subset, int k, int pattern) {
        List<Placement> assignment = new ArrayList<>(k);
        for (int j = 0; j < k; j++) {
            long mask = masks[subset[j]];
            boolean high = (pattern >> (k - 1 - j) & 1) != 0;
            int digit = high ? 64 - Long.numberOfLeadingZeros(mask) : Long.numberOfTrailingZeros(mask) + 1;
            assignment.add(new Placement(cells[subset[j]], digit));
        }
        return assignment;
    }

    /** SOLVED, NO_SOLUTION, LIMIT_REACHED or UNRESOLVED, once {@link #runAll} has returned. */
    public SearchStatus status() {
        if (trials.distinctSolutions() > 0) {
            return SearchStatus.SOLVED;
        }
        if (refutedAll) {
            return SearchStatus.NO_SOLUTION;
        }
        return limitHit ? SearchStatus.LIMIT_REACHED : SearchStatus.UNRESOLVED;
    }
}
