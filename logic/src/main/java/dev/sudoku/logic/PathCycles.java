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
 * <p>Cost: the path replayed once, and one copy of the grid per run, O(N^2) each.
 */
public final class PathCycles {
    private PathCycles() {}

    /** The cycles of {@code steps} taken in order from {@code start} (which is not changed). */
    public static int count(CandidateGrid start, List<Step> steps) {
        CandidateGrid grid = start.copy();
        CandidateGrid runStart = null;
        int cycles = 0;
        for (Step step : steps) {
            if (step instanceof SingleStep single) {
                if (runStart == null || !wasSingle(runStart, single.cell(), single.digit())) {
                    cycles++;
                    runStart = grid.copy();
                }
            } else {
                runStart = null;
            }
            LogicalSolver.apply(grid, step);
        }
        return cycles;
    }

    private static boolean wasSingle(CandidateGrid grid, int cell, int digit) {
        if (!grid.isEmpty(cell) || !grid.has(cell, digit)) {
            return false;
        }
        if (Long.bitCount(grid.candidates(cell)) == 1) {
            return true;
        }
        for (int house : grid.geometry().housesOf(cell)) {
            if (Long.bitCount(grid.positions(house, digit)) == 1) {
                return true;
            }
        }
        return false;
    }
}
