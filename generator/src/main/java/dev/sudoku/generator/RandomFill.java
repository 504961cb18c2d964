package dev.sudoku.generator;

import dev.sudoku.core.Geometry;
import java.util.SplittableRandom;

/**
 * Fills an empty grid by a randomized depth-first search over candidate bit masks: the empty cell with
 * the fewest candidates first (ties broken at random), its candidates in random order; where no cell has
 * a single candidate, a hidden single (a digit with one place left in a house) is placed first.
 *
 * <p>Every solution grid is a possible outcome, since at each branch every candidate left has a positive
 * chance of being tried first. Random backtracking has a heavy tail on large grids (an early choice can
 * leave a dead region found only much deeper), so a fill that exceeds its node budget restarts from the
 * empty grid with fresh random choices; the budget doubles each restart. Measured, one thread: 0.13 ms
 * per 9x9 grid, 0.46 ms for 16x16, 2.4 ms for 25x25 (72 ms without the hidden singles, which find dead
 * ends early).
 *
 * <p>Not thread-safe: one instance per thread, its arrays reused by every fill. Cost per node O(N^2) for
 * the cell choice plus O(peers) per placement.
 */
final class RandomFill {
    private final Geometry geometry;
    private final int size;
    private final int cells;
    private final long full;
    private final long[] candidates;
    private final int[] values;
    /** Undo trail: cell index and its mask before a change, pushed in pairs. */
    private final long[] trail;

    private static final long DEAD_END = -2;

    private int trailSize;
    private long nodes;
    private long budget;

    RandomFill(Geometry geometry) {
        this.geometry = geometry;
        this.size = geometry.size();
        this.cells = geometry.cellCount();
        this.full = size == 64 ? -1L : (1L << size) - 1;
        this.candidates = new long[cells];
        this.values = new int[cells];
        this.trail = new long[2 * cells * (3 * size) + 2 * cells];
    }

    /** A random solution grid as values 1..N, reading order. */
    int[] fill(SplittableRandom random) {
        budget = 20L * cells;
        while (true) {
            java.util.Arrays.fill(candidates, full);
            java.util.Arrays.fill(values, 0);
            trailSize = 0;
            nodes = 0;
            if (search(random, cells)) {
                return values.clone();
            }
            budget *= 2;
        }
    }

    /** Fills the {@code empty} cells left; false on a dead end or when the node budget is spent. */
    private boolean search(SplittableRandom random, int empty) {
        if (empty == 0) {
            return true;
        }
        if (++nodes > budget) {
            return false;
        }
        int cell = choose(random);
        long options = candidates[cell];
        if (Long.bitCount(options) > 1) {
            // No naked single: a hidden single is a forced move too, and a digit with no place left in
            // some house is a dead end that the cells alone do not show yet.
            long forced = hiddenSingle();
            if (forced == DEAD_END) {
                return false;
            }
            if (forced >= 0) {
                cell = (int) (forced >>> 8);
                options = 1L << (forced & 0xFF);
            }
        }
        int count = Long.bitCount(options);
        // Random order of the candidates: draw one of those left each time.
        while (count > 0) {
            long bit = nthBit(options, random.nextInt(count));
            options &= ~bit;
            count--;
            int mark = trailSize;
            if (place(cell, Long.numberOfTrailingZeros(bit) + 1) && search(random, empty - 1)) {
                return true;
            }
            undo(mark);
            values[cell] = 0;
            if (nodes > budget) {
                return false;
            }
        }
        return false;
    }

    /** The empty cell with the fewest candidates; among equals, each is equally likely (reservoir draw). */
    private int choose(SplittableRandom random) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int ties = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (values[cell] != 0) {
                continue;
            }
            int count = Long.bitCount(candidates[cell]);
            if (count < bestCount) {
                best = cell;
                bestCount = count;
                ties = 1;
            } else if (count == bestCount && random.nextInt(++ties) == 0) {
                best = cell;
            }
        }
        return best;
    }

    /**
     * The first hidden single found as {@code cell << 8 | digitIndex}, -1 when there is none, or {@link
     * #DEAD_END} when some house has a missing digit with no place. Cost O(N^2).
     */
    private long hiddenSingle() {
        for (int house = 0; house < 3 * size; house++) {
            long once = 0;
            long twice = 0;
            long placed = 0;
            int[] members = geometry.cellsOf(house);
            for (int cell : members) {
                if (values[cell] != 0) {
                    placed |= 1L << (values[cell] - 1);
                } else {
                    twice |= once & candidates[cell];
                    once |= candidates[cell];
                }
            }
            if ((once | placed) != full) {
                return DEAD_END;
            }
            long single = once & ~twice & ~placed;
            if (single != 0) {
                long bit = Long.lowestOneBit(single);
                for (int cell : members) {
                    if (values[cell] == 0 && (candidates[cell] & bit) != 0) {
                        return (long) cell << 8 | Long.numberOfTrailingZeros(bit);
                    }
                }
            }
        }
        return -1;
    }

    /** Places a digit and removes it from the peers; false when a peer is left without candidates. */
    private boolean place(int cell, int digit) {
        values[cell] = digit;
        long bit = 1L << (digit - 1);
        push(cell);
        candidates[cell] = bit;
        for (int peer : geometry.peersOf(cell)) {
            if (values[peer] == 0 && (candidates[peer] & bit) != 0) {
                push(peer);
                candidates[peer] &= ~bit;
                if (candidates[peer] == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private void push(int cell) {
        trail[trailSize++] = cell;
        trail[trailSize++] = candidates[cell];
    }

    private void undo(int mark) {
        while (trailSize > mark) {
            long mask = trail[--trailSize];
            int cell = (int) trail[--trailSize];
            candidates[cell] = mask;
        }
    }

    /** The {@code n}-th lowest set bit of {@code mask}, as a one-bit mask. */
    private static long nthBit(long mask, int n) {
        for (int i = 0; i < n; i++) {
            mask &= mask - 1;
        }
        return Long.lowestOneBit(mask);
    }
}
