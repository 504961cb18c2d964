package dev.sudoku.core.canon;

import java.util.random.RandomGenerator;

/**
 * Orders of lines (rows or columns) and of digits, as int arrays: {@code order[i]} is the original line
 * shown at place {@code i}. A <em>block order</em> keeps the lines of each block of {@code block}
 * consecutive lines together: bands for rows, stacks for columns.
 */
final class LineOrders {
    private LineOrders() {}

    /** 0, 1, ..., n-1. */
    static int[] identity(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        return order;
    }

    static boolean isIdentity(int[] order, int first) {
        for (int i = first; i < order.length; i++) {
            if (order[i] != i) {
                return false;
            }
        }
        return true;
    }

    /**
     * Throws unless {@code order} is a permutation of 0..n-1 that moves whole blocks of {@code block}. Sides
     * are at most 64, so one {@code long} records the lines seen.
     */
    static void requireBlockOrder(int[] order, int n, int block, String name) {
        if (order.length != n) {
            throw new IllegalArgumentException(name + " needs " + n + " entries, got " + order.length);
        }
        long seen = 0;
        for (int i = 0; i < n; i++) {
            int line = order[i];
            if (line < 0 || line >= n || (seen & (1L << line)) != 0) {
                throw new IllegalArgumentException(name + " is not a permutation of 0.." + (n - 1));
            }
            seen |= 1L << line;
            int first = order[i - i % block];
            if (line / block != first / block) {
                throw new IllegalArgumentException(name + " splits a block of " + block + " lines: place " + i
                        + " takes line " + line + " but place " + (i - i % block) + " takes line " + first);
            }
        }
    }

    /** Throws unless {@code map} has n+1 entries, keeps 0 and permutes 1..n. */
    static void requireDigitMap(int[] map, int n) {
        if (map.length != n + 1 || map[0] != 0) {
            throw new IllegalArgumentException("a digit map needs " + (n + 1) + " entries with entry 0 = 0");
        }
        long seen = 0;
        for (int d = 1; d <= n; d++) {
            int to = map[d];
            if (to < 1 || to > n || (seen & (1L << (to - 1))) != 0) {
                throw new IllegalArgumentException("the digit map is not a permutation of 1.." + n);
            }
            seen |= 1L << (to - 1);
        }
    }

    static int[] inverse(int[] order) {
        int[] inverse = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            inverse[order[i]] = i;
        }
        return inverse;
    }

    /** {@code first[second[i]]}: place i shows what {@code first} put at place {@code second[i]}. */
    static int[] compose(int[] first, int[] second) {
        int[] out = new int[second.length];
        for (int i = 0; i < second.length; i++) {
            out[i] = first[second[i]];
        }
        return out;
    }

    /** A uniformly random block order: blocks shuffled, then the lines inside each block. */
    static int[] randomBlockOrder(int n, int block, RandomGenerator random) {
        int[] blocks = identity(n / block);
        shuffle(blocks, 0, random);
        int[] order = new int[n];
        int[] within = identity(block);
        for (int b = 0; b < blocks.length; b++) {
            shuffle(within, 0, random);
            for (int i = 0; i < block; i++) {
                order[b * block + i] = blocks[b] * block + within[i];
            }
        }
        return order;
    }

    /** A uniformly random digit map: 0 kept, 1..n shuffled. */
    static int[] randomDigitMap(int n, RandomGenerator random) {
        int[] map = identity(n + 1);
        shuffle(map, 1, random);
        return map;
    }

    /** Fisher-Yates over {@code values[from..]}. */
    private static void shuffle(int[] values, int from, RandomGenerator random) {
        for (int i = values.length - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }
}
