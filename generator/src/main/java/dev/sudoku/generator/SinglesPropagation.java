package dev.sudoku.generator;

import dev.sudoku.core.Geometry;
import java.util.Arrays;

/**
 * Naked and hidden singles over candidate bit masks: the cheap test that a clue can go. If the digits of
 * the removed cells are forced back by singles from the clues that remain, the smaller puzzle implies the
 * larger one, so it has the same single solution and the exact solver need not run.
 *
 * <p>Not thread-safe: one instance per thread, arrays reused. Cost: O(N^2 * peers) to load the givens,
 * then O(N^2) per sweep over the houses until nothing changes.
 */
final class SinglesPropagation {
    private final Geometry geometry;
    private final int size;
    private final int cells;
    private final long full;
    private final long[] candidates;
    private final byte[] values;

    SinglesPropagation(Geometry geometry) {
        this.geometry = geometry;
        this.size = geometry.size();
        this.cells = geometry.cellCount();
        this.full = size == 64 ? -1L : (1L << size) - 1;
        this.candidates = new long[cells];
        this.values = new byte[cells];
    }

    /**
     * True when singles alone, from the givens of {@code puzzle} (0 = empty), fill every cell of {@code
     * targets}. The puzzle must have a solution (it is a subset of a solution grid); a contradiction
     * answers false.
     */
    boolean forces(byte[] puzzle, int[] targets) {
        Arrays.fill(candidates, full);
        System.arraycopy(puzzle, 0, values, 0, cells);
        for (int cell = 0; cell < cells; cell++) {
            if (values[cell] != 0) {
                long bit = 1L << (values[cell] - 1);
                candidates[cell] = bit;
                for (int peer : geometry.peersOf(cell)) {
                    if (values[peer] == 0) {
                        candidates[peer] &= ~bit;
                    }
                }
            }
        }
        boolean changed = true;
        while (changed) {
            if (filled(targets)) {
                return true;
            }
            changed = false;
            for (int cell = 0; cell < cells; cell++) {
                if (values[cell] == 0) {
                    long mask = candidates[cell];
                    if (mask == 0) {
                        return false;
                    }
                    if ((mask & (mask - 1)) == 0) {
                        place(cell, Long.numberOfTrailingZeros(mask) + 1);
                        changed = true;
                    }
                }
            }
            for (int house = 0; house < 3 * size; house++) {
                changed |= hiddenSingles(geometry.cellsOf(house));
            }
        }
        return filled(targets);
    }

    /** Places each digit that has one place left in the house; true when any was placed. */
    private boolean hiddenSingles(int[] house) {
        long once = 0;
        long twice = 0;
        long placed = 0;
        for (int cell : house) {
            if (values[cell] != 0) {
                placed |= 1L << (values[cell] - 1);
            } else {
                long mask = candidates[cell];
                twice |= once & mask;
                once |= mask;
            }
        }
        long single = once & ~twice & ~placed;
        if (single == 0) {
            return false;
        }
        boolean any = false;
        for (int cell : house) {
            if (values[cell] == 0 && (candidates[cell] & single) != 0) {
                long bit = Long.lowestOneBit(candidates[cell] & single);
                // A cell holding two of the house's singles is a contradiction; the later sweep reports it.
                place(cell, Long.numberOfTrailingZeros(bit) + 1);
                single &= ~bit;
                any = true;
            }
        }
        return any;
    }

    private void place(int cell, int digit) {
        values[cell] = (byte) digit;
        long bit = 1L << (digit - 1);
        candidates[cell] = bit;
        for (int peer : geometry.peersOf(cell)) {
            if (values[peer] == 0) {
                candidates[peer] &= ~bit;
            }
        }
    }

    private boolean filled(int[] targets) {
        for (int cell : targets) {
            if (values[cell] == 0) {
                return false;
            }
        }
        return true;
    }
}
