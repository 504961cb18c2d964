package dev.sudoku.logic.classic;

import java.util.Objects;

/**
 * Settings of a bivalue search.
 *
 * @param depth how many bivalue cells the first run fixes at most (the applet's 2)
 * @param retryDepth the depth of the second run when the first finds no solution (the applet's 4); equal
 *     to {@code depth} for no retry
 * @param maxCombinations stop with {@link SearchStatus#LIMIT_REACHED} before trying combination number
 *     {@code maxCombinations + 1} over both runs; each costs one run of logic
 * @param maxKept how many consistent combinations the result lists (all are counted)
 * @param uniqueness what the caller knows; anything but UNIQUE switches the uniqueness techniques off
 * @param maxTraced how many combinations the result lists in the order tried, each with its outcome (the
 *     picture of the search); 0 for none
 */
public record BivalueOptions(
        int depth, int retryDepth, long maxCombinations, int maxKept, Uniqueness uniqueness, int maxTraced) {
    /** Depth 2, retry at 4, 200,000 combinations, 50 kept, uniqueness unknown, none traced. */
    public static final BivalueOptions DEFAULT = new BivalueOptions(2, 4, 200_000, 50, Uniqueness.UNKNOWN, 0);

    public BivalueOptions {
        Objects.requireNonNull(uniqueness, "uniqueness");
        if (depth < 1 || retryDepth < depth) {
            throw new IllegalArgumentException(
                    "need 1 <= depth <= retryDepth, got depth " + depth + " and retry depth " + retryDepth);
        }
        notNegative("maxCombinations", maxCombinations);
        notNegative("maxKept", maxKept);
        notNegative("maxTraced", maxTraced);
    }

    private static void notNegative(String limit, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(limit + " must not be negative, got " + value);
        }
    }

    /** Depth {@code depth}, retry at {@code retryDepth}, other settings kept. */
    public BivalueOptions withDepths(int newDepth, int newRetryDepth) {
        return new BivalueOptions(newDepth, newRetryDepth, maxCombinations, maxKept, uniqueness, maxTraced);
    }

    public BivalueOptions withMaxCombinations(long max) {
        return new BivalueOptions(depth, retryDepth, max, maxKept, uniqueness, maxTraced);
    }

    public BivalueOptions withUniqueness(Uniqueness known) {
        return new BivalueOptions(depth, retryDepth, maxCombinations, maxKept, known, maxTraced);
    }

    /** Lists up to {@code max} combinations in the order tried, with their outcomes. */
    public BivalueOptions withTrace(int max) {
        return new BivalueOptions(depth, retryDepth, maxCombinations, maxKept, uniqueness, max);
    }
}
