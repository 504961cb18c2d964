package dev.sudoku.logic;

import java.util.List;

/**
 * The cycles of a logical solve path: the classic count (see the glossary's <em>cycle</em>) read on the
 * steps an explanation shows, so the count and the steps describe one run.
 *
 * <p>A classic sweep places at once every single of the position where it begins. A path places one
 * single at a time, so a sweep is read on it as a run of single steps each of which was already a single
 * (the only candidate of its cell, or the only place of its digit in one of its houses) in the position
 * where the run began. The first single that was not begins the next run, and any other step ends the
 * run: like the classic solvers' stronger steps, it is not a cycle. The cycles are the runs.
 *
 * <p>A path takes a single made by the previous placement as soon as its technique comes first in the
 * catalogue, where a sweep would have finished the older singles first; so the count is usually higher
 * than the classic solvers' on the same puzzle (the README's easy puzzle: 69 steps, 25 cycles on the
 * players' path, 16 in the classic sweeps).
 *
 * <p>The same reading serves a rule set's path ({@link Replay}): there a single is one in any house of
 * the rules (a diagonal, a jigsaw region, a window), as the rule-set solver finds them.
 *
 * <p>Cost: the path replayed once, and one copy of the grid per run, O(N^2) each.
 */
public final class PathCycles {
    private PathCycles() {}

    /**
     * What the count reads of a position, so that one replay serves every kind of grid: the classic
     * candidate grid here, a rule set's grid over its own houses ({@code RuleCycles}).
     *
     * @param <G> the grid, working state the replay changes
     */
    public interface Replay<G> {
        G copy(G grid);

        /** Applies a step's placements and eliminations. */
        void apply(G grid, Step step);

        /** Whether the cell is open and {@code digit} is still one of its candidates. */
        boolean isCandidate(G grid, int cell, int digit);

        /** The open cell's candidate count. */
        int candidateCount(G grid, int cell);

        /** The houses the cell lies in. */
        int[] housesOf(G grid, int cell);

        /** The places {@code digit} has left in {@code house}. */
        int placeCount(G grid, int house, int digit);
    }

    private static final Replay<CandidateGrid> CLASSIC = new Replay<>() {
        @Override
        public CandidateGrid copy(CandidateGrid grid) {
            return grid.copy();
        }

        @Override
        public void apply(CandidateGrid grid, Step step) {
            LogicalSolver.apply(grid, step);
        }

        @Override
        public boolean isCandidate(CandidateGrid grid, int cell, int digit) {
            return grid.isEmpty(cell) && grid.has(cell, digit);
        }

        @Override
        public int candidateCount(CandidateGrid grid, int cell) {
            return Long.bitCount(grid.candidates(cell));
        }

        @Override
        public int[] housesOf(CandidateGrid grid, int cell) {
            return grid.geometry().housesOf(cell);
        }

        @Override
        public int placeCount(CandidateGrid grid, int house, int digit) {
            return Long.bitCount(grid.positions(house, digit));
        }
    };

    /** The cycles of {@code steps} taken in order from {@code start} (which is not changed). */
    public static int count(CandidateGrid start, List<Step> steps) {
        return count(start, steps, CLASSIC);
    }

    /** The cycles of {@code steps} taken in order from {@code start} (which is not changed), read by {@code replay}. */
    public static <G> int count(G start, List<Step> steps, Replay<G> replay) {
        G grid = replay.copy(start);
        G runStart = null;
        int cycles = 0;
        for (Step step : steps) {
            if (step instanceof SingleStep single) {
                if (runStart == null || !wasSingle(replay, runStart, single.cell(), single.digit())) {
                    cycles++;
                    runStart = replay.copy(grid);
                }
            } else {
                runStart = null;
            }
            replay.apply(grid, step);
        }
        return cycles;
    }

    private static <G> boolean wasSingle(Replay<G> replay, G grid, int cell, int digit) {
        if (!replay.isCandidate(grid, cell, digit)) {
            return false;
        }
        if (replay.candidateCount(grid, cell) == 1) {
            return true;
        }
        for (int house : replay.housesOf(grid, cell)) {
            if (replay.placeCount(grid, house, digit) == 1) {
                return true;
            }
        }
        return false;
    }
}
