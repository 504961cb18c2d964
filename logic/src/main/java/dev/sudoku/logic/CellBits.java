package dev.sudoku.logic;

/**
 * Cell sets as {@code long[]} bitsets over a grid's cells (cell c is bit c % 64 of word c / 64): two words
 * for 9x9, 64 for 64x64. Named one-line helpers, so the searches read as set algebra (as {@link Masks}
 * does for digits).
 */
public final class CellBits {
    private CellBits() {}

    public static long[] empty(int cells) {
        return new long[(cells + 63) >>> 6];
    }

    public static void add(long[] set, int cell) {
        set[cell >>> 6] |= 1L << cell;
    }

    public static boolean has(long[] set, int cell) {
        return (set[cell >>> 6] & 1L << cell) != 0;
    }

    /**
     * The first cell of the set at or after {@code from}, or -1; {@code for (int c = next(s, 0); c >= 0; c =
     * next(s, c + 1))} visits the set in order.
     */
    public static int next(long[] set, int from) {
        int w = from >>> 6;
        if (w >= set.length) {
            return -1;
        }
        // Clear the bits below from in its word; the shift takes from mod 64.
        long word = set[w] & (-1L << from);
        while (word == 0) {
            if (++w == set.length) {
                return -1;
            }
            word = set[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(word);
    }

    public static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether every cell of {@code a} is in {@code b}. */
    public static boolean within(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & ~b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static boolean isEmpty(long[] set) {
        for (long word : set) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code into &= other}. */
    public static void and(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] &= other[i];
        }
    }

    /** {@code into &= ~other}. */
    public static void andNot(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] &= ~other[i];
        }
    }

    /** {@code into |= other}. */
    public static void or(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] |= other[i];
        }
    }
}
