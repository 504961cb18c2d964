package dev.sudoku.logic;

import java.util.ArrayList;
import java.util.List;

/** Named one-line helpers for the {@code long} digit and slot masks used throughout the techniques. */
public final class Masks {
    private Masks() {}

    /** The bit of digit d (1-based): bit d-1. */
    public static long bit(int digit) {
        return 1L << (digit - 1);
    }

    /** Digits 1..size; a shift by 64 would wrap, hence the special case. */
    public static long allDigits(int size) {
        return size == 64 ? -1L : (1L << size) - 1;
    }

    /** The lowest digit of a non-empty digit mask. */
    public static int firstDigit(long mask) {
        return Long.numberOfTrailingZeros(mask) + 1;
    }

    /** The lowest index of a non-empty slot mask. */
    public static int firstSlot(long mask) {
        return Long.numberOfTrailingZeros(mask);
    }

    public static int count(long mask) {
        return Long.bitCount(mask);
    }

    /** The digits of a digit mask, ascending. */
    public static List<Integer> digits(long mask) {
        List<Integer> digits = new ArrayList<>(Long.bitCount(mask));
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(firstDigit(rest));
        }
        return digits;
    }
}
