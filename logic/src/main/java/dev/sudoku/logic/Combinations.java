package dev.sudoku.logic;

import java.util.function.Predicate;

/**
 * Enumerates the k-element subsets of {0..n-1} in colexicographic order (by increasing bitmask value:
 * {0,1},{0,2},{1,2},{0,3}...), the order SE uses, so the first subset found is the one SE finds.
 */
public final class Combinations {
    private Combinations() {}

    /**
     * Calls {@code visitor} with each subset (ascending indices, the array is reused) until it returns
     * false. Returns false when stopped early.
     */
    public static boolean forEach(int n, int k, Predicate<int[]> visitor) {
        if (k <= 0 || k > n) {
            return true;
        }
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = i;
        }
        while (true) {
            if (!visitor.test(c)) {
                return false;
            }
            // Advance the lowest index that can move without touching its successor; reset those below it.
            int i = 0;
            while (i < k - 1 && c[i] + 1 == c[i + 1]) {
                i++;
            }
            if (c[i] + 1 >= (i == k - 1 ? n : c[i + 1])) {
                return true;
            }
            c[i]++;
            for (int j = 0; j < i; j++) {
                c[j] = j;
            }
        }
    }
}
