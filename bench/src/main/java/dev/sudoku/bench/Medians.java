package dev.sudoku.bench;

import java.util.Arrays;

/** The median of timed runs: one slow run (a neighbour waking up) does not move it. */
public final class Medians {
    private Medians() {}

    public static double of(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
