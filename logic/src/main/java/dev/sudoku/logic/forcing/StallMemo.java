package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.lang.ref.SoftReference;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the other rules found on the grids dynamic chains stalled on, remembered for the step being
 * searched. The rules' steps depend only on the chain's grid and the grid the chain began from (which
 * deletions they rely on), so the same pair gives the same steps; and the same pairs come back often. The
 * producers 26, 27 and 28 run the same propagations, each stalling where the others did until a rule of
 * its own level adds something; and an assumption and its contrapositive partner (a digit on, the other
 * digit of its two-digit cell off) stall on the same grids. On three of the hardest puzzles, about half of
 * the stalls repeat one seen before in the same step.
 *
 * <p>One memo per thread, emptied when a top-level search begins on another grid ({@link #begin}), so
 * it holds one step's stalls at most, and at most {@value #CAPACITY} of them, fewer on grids whose keys
 * are long (the least recently used go first). It is held softly: memory pressure may drop it, which only costs the work again. Keys are the
 * two grids' candidates packed as bits: on a 9x9 grid, 23 longs.
 */
final class StallMemo {
    private static final int CAPACITY = 1 << 14;
    /** Longs of all keys together at most (4 MiB): a 25x25 key is 489 longs, so fewer of them are kept. */
    private static final int KEY_WORDS = 1 << 19;

    private static final ThreadLocal<SoftReference<StallMemo>> PER_THREAD = new ThreadLocal<>();

    /** What one tier of rules found on one pair of grids. */
    private record Key(int tier, long[] bits, int hash) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.tier == tier && Arrays.equals(key.bits, bits);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private final Map<Key, List<AdvancedRules.RuleStep>> steps = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, List<AdvancedRules.RuleStep>> eldest) {
            return size() > limit;
        }
    };

    private long[] topGrid;
    private int limit = CAPACITY;

    /** Forgets every stall unless the thread's memo already serves a search of the same grid. */
    static void begin(CandidateGrid grid) {
        StallMemo memo = current();
        long[] candidates = grid.candidateMasks();
        if (!Arrays.equals(memo.topGrid, candidates)) {
            memo.steps.clear();
            memo.topGrid = candidates;
        }
    }

    /**
     * The steps a tier of rules finds on the chain's grid {@code work}, begun from {@code initial}: the
     * remembered ones, or those {@code search} finds, then remembered. The search may itself use the memo
     * (nested chains do), so it runs outside any map operation.
     */
    static List<AdvancedRules.RuleStep> steps(
            int tier, CandidateGrid initial, CandidateGrid work, Supplier<List<AdvancedRules.RuleStep>> search) {
        StallMemo memo = current();
        Key key = key(tier, initial, work);
        memo.limit = Math.min(CAPACITY, KEY_WORDS / key.bits.length);
        List<AdvancedRules.RuleStep> found = memo.steps.get(key);
        if (found == null) {
            found = search.get();
            memo.steps.put(key, found);
        }
        return found;
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

    /** Both grids' candidate masks, {@code size} bits per cell, one after the other. */
    private static Key key(int tier, CandidateGrid initial, CandidateGrid work) {
        int size = initial.size();
        int cells = initial.cellCount();
        long[] bits = new long[(2 * cells * size + 63) >>> 6];
        int at = 0;
        for (CandidateGrid grid : new CandidateGrid[] {initial, work}) {
            for (int cell = 0; cell < cells; cell++, at += size) {
                long mask = grid.candidates(cell);
                // A mask may straddle two words: its low bits end one, its high bits start the next.
                bits[at >>> 6] |= mask << at;
                if ((at & 63) + size > 64) {
                    bits[(at >>> 6) + 1] |= mask >>> (64 - (at & 63));
                }
            }
        }
        return new Key(tier, bits, 31 * tier + Arrays.hashCode(bits));
    }
}
