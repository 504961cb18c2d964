package dev.sudoku.core.solve;

/**
 * Working memory shared by every {@link CandidateState} level of one solver: only one level propagates
 * at a time, so these need not be copied when the search saves a position.
 */
final class SearchScratch {
    /** Cells narrowed to one digit, waiting to be placed; each cell is queued at most once per operation. */
    final int[] queue;

    /** Houses whose candidates changed since they were last scanned for hidden singles, as a bit set. */
    final long[] dirtyHouses;

    /**
     * How often each house was where a contradiction showed, over the whole solve. Branching prefers cells
     * in often-failing houses among those with the fewest candidates, which keeps the search on the part
     * of the grid that is actually hard instead of revisiting independent regions after each failure.
     */
    final int[] houseWeights;

    final LockedCandidates lockedCandidates;

    SearchScratch(ShapeTables tables) {
        queue = new int[tables.cellCount];
        dirtyHouses = new long[(3 * tables.size + 63) / 64];
        houseWeights = new int[3 * tables.size];
        lockedCandidates = new LockedCandidates(tables);
    }

    void markAllHousesDirty(int houseCount) {
        java.util.Arrays.fill(dirtyHouses, 0);
        for (int house = 0; house < houseCount; house++) {
            dirtyHouses[house >>> 6] |= 1L << house;
        }
    }

    void clearDirtyHouses() {
        java.util.Arrays.fill(dirtyHouses, 0);
    }

    void resetWeights() {
        java.util.Arrays.fill(houseWeights, 0);
    }
}
