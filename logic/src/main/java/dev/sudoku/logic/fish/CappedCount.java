package dev.sudoku.logic.fish;

import dev.sudoku.logic.SearchBudget;

/**
 * The work of one capped fish search, counted against its cap: each unit is ticked, the search stops
 * when a tick passes the cap (which is then reported, never a hang), and every so often the thread's
 * {@link SearchBudget} is checked, so a run out of time stops here too.
 */
final class CappedCount {
    private final long cap;
    private final long checkMask;
    private long count;
    private boolean reached;

    /**
     * @param cap the most units the search may do
     * @param checkEvery how many units between budget checks, a power of two: rarer for cheap units
     */
    CappedCount(long cap, int checkEvery) {
        if (Integer.bitCount(checkEvery) != 1) {
            throw new IllegalArgumentException("checkEvery must be a power of two, got " + checkEvery);
        }
        this.cap = cap;
        this.checkMask = checkEvery - 1;
    }

    /** Counts one unit; false once the cap is passed. */
    boolean tick() {
        if (++count > cap) {
            reached = true;
            return false;
        }
        if ((count & checkMask) == 0) {
            SearchBudget.check();
        }
        return true;
    }

    /** The units done, the cap at most. */
    long count() {
        return Math.min(count, cap);
    }

    /** Whether the cap stopped the search. */
    boolean reached() {
        return reached;
    }
}
