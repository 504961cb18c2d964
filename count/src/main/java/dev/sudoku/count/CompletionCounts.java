package dev.sudoku.count;

import java.util.Arrays;

/**
 * A bounded memo of {@link FixedGrids}' subtree counts: how many ways the unfilled cells can be completed,
 * keyed by a state written as a few longs (see {@link FixedGrids} for what the key holds). Keys are exact,
 * never hashes standing for them, so a look-up can only return a count computed for the same state.
 *
 * <p>Open addressing over one array of slots; keys are stored one after the other in a pool of longs, so
 * millions of entries are a few primitive arrays and no objects for the collector to trace. When the
 * entries reach the bound the memo is emptied and fills again: the counts stay right, only reuse is lost.
 *
 * <p>Cost: a look-up or an insert hashes and compares the key's words, O(key length); memory is about
 * (key words + 3) * 8 bytes per entry.
 */
final class CompletionCounts {
    static final long ABSENT = -1;

    private final int maxEntries;
    /** Entry index + 1 per slot, 0 for an empty slot; a power of two, at most half full. */
    private int[] slots;

    private long[] pool;
    /** Entry i's key is pool[starts[i] .. starts[i + 1]). */
    private int[] starts;

    private long[] counts;
    private int entries;

    /** @param maxEntries the memo is emptied when it holds this many entries */
    CompletionCounts(int maxEntries) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("a memo holds at least one entry, got " + maxEntries);
        }
        this.maxEntries = maxEntries;
        slots = new int[1024];
        pool = new long[2048];
        starts = new int[513];
        counts = new long[512];
    }

    /** The count stored for the key's first {@code length} words, or {@link #ABSENT}. */
    long get(long[] key, int length) {
        int mask = slots.length - 1;
        for (int slot = hash(key, length) & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
            int entry = slots[slot] - 1;
            if (sameKey(entry, key, length)) {
                return counts[entry];
            }
        }
        return ABSENT;
    }

    /** Stores a count for a key not stored yet (the caller looked it up first). */
    void put(long[] key, int length, long count) {
        if (entries == maxEntries) {
            // Emptied in place: the arrays have reached the size the search needs.
            Arrays.fill(slots, 0);
            entries = 0;
        }
        if (2 * (entries + 1) > slots.length) {
            grow();
        }
        int start = starts[entries];
        if (start + length > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(2 * pool.length, start + length));
        }
        System.arraycopy(key, 0, pool, start, length);
        if (entries + 1 == counts.length) {
            counts = Arrays.copyOf(counts, 2 * counts.length);
            starts = Arrays.copyOf(starts, 2 * starts.length + 1);
        }
        counts[entries] = count;
        starts[entries + 1] = start + length;
        insert(entries, hash(key, length));
        entries++;
    }

    private boolean sameKey(int entry, long[] key, int length) {
        int start = starts[entry];
        if (starts[entry + 1] - start != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (pool[start + i] != key[i]) {
                return false;
            }
        }
        return true;
    }

    private void insert(int entry, int hash) {
        int mask = slots.length - 1;
        int slot = hash & mask;
        while (slots[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = entry + 1;
    }

    private void grow() {
        slots = new int[2 * slots.length];
        for (int entry = 0; entry < entries; entry++) {
            int start = starts[entry];
            insert(entry, hash(pool, start, starts[entry + 1] - start));
        }
    }

    private static int hash(long[] key, int length) {
        return hash(key, 0, length);
    }

    private static int hash(long[] words, int from, int length) {
        long h = 0;
        for (int i = from; i < from + length; i++) {
            // A multiply and a shift per word (Fibonacci hashing), so the slot depends on every bit.
            h = (h + words[i]) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        return (int) (h ^ h >>> 32);
    }
}
