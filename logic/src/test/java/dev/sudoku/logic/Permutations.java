package dev.sudoku.logic;

/**
 * Steps through every permutation of an array in lexicographic order, as the brute-force template counts
 * of the tests do (row i takes column p(i)): start from {@link #identity} and call {@link #next} until it
 * returns false. n! permutations; fine up to n = 9.
 */
public final class Permutations {
    private Permutations() {}

    /** 0, 1, ..., n - 1: the first permutation. */
    public static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /** Lexicographic successor in place; false (and {@code a} unchanged) after the last. */
    public static boolean next(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
