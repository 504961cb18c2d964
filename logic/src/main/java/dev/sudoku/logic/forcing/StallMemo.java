package dev.sudoku.logic.forcing;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import java.lang.ref.SoftReference;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the other rules found on the grids dynamic chains stalled on, remembered for the step being
 * searched, and the hints of nested chaining engines, remembered across steps. The rules' steps depend only
 * on the chain's grid and the grid the chain began from (which deletions they rely on), so the same pair
 * gives the same steps; and the same pairs come back often. The producers 26, 27 and 28 run the same
 * propagations, each stalling where the others did until a rule of its own level adds something; and an
 * assumption and its contrapositive partner (a digit on, the other digit of its two-digit cell off) stall on
 * the same grids. On three of the hardest puzzles, about half of the stalls repeat one seen before in the
 * same step.
 *
 * <p>A nested engine's hints (a chaining rule's, before their rule parents) depend on the chain's grid
 * alone, so they hold for the next steps of a path too: where a chain's deletions already hold what the
 * steps between removed, it stalls on the same grid. On three of the slowest puzzles of the hardest list,
 * one engine search in ten met the grid of an earlier step, and those took 30-35% of the engines' time.
 *
 * <p>One memo per thread. The steps are emptied when a top-level search begins on another grid ({@link
 * #begin}), so they hold one step's stalls at most, {@value #CAPACITY} of them; the hints are kept over
 * steps and puzzles, for {@value #CHAINS_CAPACITY} grids. Both hold fewer on grids whose keys are long (the
 * least recently used go first). The memo is held softly: memory pressure may drop it, which only costs the
 * work again. Keys are grids' candidates packed as bits: on a 9x9 grid, 23 longs for both grids, 12 for one.
 */
final class StallMemo {
    private static final int CAPACITY = 1 << 14;
    /**
     * Grids whose nested engines' hints are kept. The grids met again are those of the last steps: on puzzle
     * 114 of the hardest list, 3,856 of the path's 36,002 engine searches met an earlier step's grid, and
     * 4,096 kept grids keep all of them (2,048 all but 33, 512 all but 3,774); the hints of 16,384 grids
     * held some 120 MB once the path was done.
     */
    private static final int CHAINS_CAPACITY = 1 << 12;
    /** Longs of all keys together at most (4 MiB): a 25x25 key is 489 longs, so fewer of them are kept. */
    private static final int KEY_WORDS = 1 << 19;

    private static final ThreadLocal<SoftReference<StallMemo>> PER_THREAD = new ThreadLocal<>();

    /**
     * What one tier of rules found on one pair of grids, or (one grid) a nested engine's hints; the box shape
     * too, since two shapes of one side have keys of one length.
     */
    private record Key(int tier, BoxShape shape, long[] bits, int hash) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && key.tier == tier
                    && key.shape.equals(shape)
                    && Arrays.equals(key.bits, bits);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private final Lru<List<AdvancedRules.RuleStep>> steps = new Lru<>(CAPACITY);
    private final Lru<List<NestedChain>> chains = new Lru<>(CHAINS_CAPACITY);

    /** The grid of the search the steps serve, as a key: its candidates and box shape. */
    private Key top;

    /**
     * Forgets the rules' steps on every stall unless the thread's memo already serves a search of the same
     * grid; the engines' hints stay.
     */
    static void begin(CandidateGrid grid) {
        StallMemo memo = current();
        Key top = key(0, grid);
        if (!top.equals(memo.top)) {
            memo.steps.clear();
            memo.top = top;
        }
    }

    /**
     * The steps a tier of rules finds on the chain's grid {@code work}, begun from {@code initial}: the
     * remembered ones, or those {@code search} finds, then remembered. The search may itself use the memo
     * (nested chains do), so it runs outside any map operation.
     */
    static List<AdvancedRules.RuleStep> steps(
            int tier, CandidateGrid initial, CandidateGrid work, Supplier<List<AdvancedRules.RuleStep>> search) {
        return current().steps.get(key(tier, initial, work), search);
    }

    /**
     * The hints, each as its chain, a nested chaining engine of the tier finds on {@code work}: those
     * that come first for some removal, or ({@code all}) every hint of SE's list. The remembered ones, or
     * those {@code search} finds, then remembered, for this step and the next.
     */
    static List<NestedChain> chains(int tier, boolean all, CandidateGrid work, Supplier<List<NestedChain>> search) {
        return current().chains.get(key(2 * tier + (all ? 1 : 0), work), search);
    }

    private static StallMemo current() {
        SoftReference<StallMemo> held = PER_THREAD.get();
        StallMemo memo = held == null ? null : held.get();
        if (memo == null) {
            memo = new StallMemo();
            PER_THREAD.set(new SoftReference<>(memo));
        }
        return memo;
    }

    /** The grids' candidate masks, {@code size} bits per cell, one grid after the other. */
    private static Key key(int tier, CandidateGrid... grids) {
        int size = grids[0].size();
        int cells = grids[0].cellCount();
        long[] bits = new long[(grids.length * cells * size + 63) >>> 6];
        int at = 0;
        for (CandidateGrid grid : grids) {
            for (int cell = 0; cell < cells; cell++, at += size) {
                long mask = grid.candidates(cell);
                // A mask may straddle two words: its low bits end one, its high bits start the next.
                bits[at >>> 6] |= mask << at;
                if ((at & 63) + size > 64) {
                    bits[(at >>> 6) + 1] |= mask >>> (64 - (at & 63));
                }
            }
        }
        return new Key(tier, grids[0].geometry().shape(), bits, hash(tier, bits));
    }

    /**
     * A hash of the key that mixes every bit: the grids of one step differ in a few candidates, and {@link
     * Arrays#hashCode(long[])} of them collided so often that the maps kept whole buckets as trees and
     * compared keys along them (3% of line 114's explain in the lookups).
     */
    private static int hash(int tier, long[] bits) {
        long hash = tier;
        for (long word : bits) {
            hash = (hash ^ word) * 0x9E3779B97F4A7C15L;
            hash ^= hash >>> 31;
        }
        return (int) (hash ^ (hash >>> 32));
    }

    /**
     * A map from keys to what was found, least recently used first, bounded in entries and in the longs
     * of all its keys together.
     */
    private static final class Lru<V> {
        /** The most entries on any grid. */
        private final int capacity;

        private int limit;
        private final Map<Key, V> entries = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, V> eldest) {
                return size() > limit;
            }
        };

        Lru(int capacity) {
            this.capacity = capacity;
            this.limit = capacity;
        }

        /** What the key maps to, or what {@code search} finds, then kept; the search runs outside any map operation. */
        V get(Key key, Supplier<V> search) {
            limit = Math.min(capacity, KEY_WORDS / key.bits.length);
            V found = entries.get(key);
            if (found == null) {
                found = search.get();
                entries.put(key, found);
            }
            return found;
        }

        void clear() {
            entries.clear();
        }
    }
}
