package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Remembers {@link RowArrangements#count} by a key that ignores what does not change it: the order of the
 * columns inside a stack and the order of the stacks. Of the 175,616 middle bands below a 9x9 first band
 * most are such reorderings of each other, so most counts become a lookup.
 *
 * <p>Key: each stack's column sets sorted, the first C-1 of them packed (the last is the rest of the
 * digits), then the stacks' keys sorted and packed: R (C-1) N bits, 54 for 9x9. Not thread-safe: one
 * cache per thread.
 */
final class ArrangementCache {
    private final int size;
    private final int rows;
    private final int columnsPerStack;
    private final int stacks;
    private final Map<Long, Long> counts = new HashMap<>();
    private final int[] sets;
    private final long[] stackKeys;

    ArrangementCache(BoxShape shape) {
        this.size = shape.size();
        this.rows = shape.boxRows();
        this.columnsPerStack = shape.boxCols();
        this.stacks = size / columnsPerStack;
        this.sets = new int[columnsPerStack];
        this.stackKeys = new long[stacks];
        if ((long) stacks * (columnsPerStack - 1) * size > Long.SIZE) {
            throw new IllegalArgumentException("column sets of " + shape + " do not fit a cache key");
        }
    }

    long count(int[] columns) {
        return counts.computeIfAbsent(key(columns), k -> RowArrangements.count(columns, rows));
    }

    private long key(int[] columns) {
        for (int s = 0; s < stacks; s++) {
            System.arraycopy(columns, s * columnsPerStack, sets, 0, columnsPerStack);
            Arrays.sort(sets);
            long key = 0;
            for (int p = 0; p + 1 < columnsPerStack; p++) {
                key = (key << size) | sets[p];
            }
            stackKeys[s] = key;
        }
        Arrays.sort(stackKeys);
        long key = 0;
        for (long stackKey : stackKeys) {
            key = (key << ((columnsPerStack - 1) * size)) | stackKey;
        }
        return key;
    }
}
