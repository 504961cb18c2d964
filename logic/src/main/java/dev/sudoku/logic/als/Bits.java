package dev.sudoku.logic.als;

/**
 * Cell sets as {@code long[]} bitsets over a grid's cells (cell c is bit c % 64 of word c / 64): two words
 * for 9x9, 64 for 64x64. Named one-line helpers, so the searches read as set algebra.
 */
final class Bits {
    private Bits() {}

    static long[] empty(int cells) {
        return new long[(cells + 63) >>> 6];
    }

    static void add(long[] set, int cell) {
        set[cell >>> 6] |= 1L << cell;
    }

    static boolean has(long[] set, int cell) {
        return (set[cell >>> 6] & 1L << cell) != 0;
    }

    static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether every cell of {@code a} is in {@code b}. */
    static boolean within(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & ~b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean isEmpty(long[] set) {
        for (long word : set) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code into &= other}. */
    static void and(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] &= other[i];
        }
    }

    /** {@code into &= ~other}. */
    static void andNot(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] &= ~other[i];
        }
    }

    /** {@code into |= other}. */
    static void or(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] |= other[i];
        }
    }
}
