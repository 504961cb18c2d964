package dev.sudoku.bench;

import java.util.Arrays;

/**
 * The time of each step of each puzzle's path, run by run, read as the other figures of a row are: each
 * step's median over the runs. The largest single time over all runs grew with their number and took in
 * the collector's and the compiler's pauses (0.42 s with one run, 0.46 s with five, the same step).
 */
final class StepTimes {
    /** Seconds by puzzle, run and step, in path order. */
    private final double[][][] seconds;

    StepTimes(int puzzles, int runs) {
        seconds = new double[puzzles][runs][];
    }

    void record(int puzzle, int run, double[] stepSeconds) {
        seconds[puzzle][run] = stepSeconds;
    }

    /** The step whose median over the runs is the largest: its puzzle, its number on the path (from 1), its time. */
    Slowest slowest(double slowSeconds) {
        int slowestPuzzle = 0;
        int slowestNumber = 0;
        double slowestSeconds = 0;
        int slow = 0;
        for (int puzzle = 0; puzzle < seconds.length; puzzle++) {
            double[][] runs = seconds[puzzle];
            int steps = Arrays.stream(runs).mapToInt(run -> run.length).min().orElse(0);
            for (int step = 0; step < steps; step++) {
                int at = step;
                double median = Medians.of(
                        Arrays.stream(runs).mapToDouble(run -> run[at]).toArray());
                if (median >= slowSeconds) {
                    slow++;
                }
                if (median > slowestSeconds) {
                    slowestPuzzle = puzzle;
                    slowestNumber = step + 1;
                    slowestSeconds = median;
                }
            }
        }
        return new Slowest(slowestPuzzle, slowestNumber, slowestSeconds, slow);
    }

    /** The slowest step, and how many steps' medians took at least the threshold. */
    record Slowest(int puzzle, int number, double seconds, int slowSteps) {}
}
