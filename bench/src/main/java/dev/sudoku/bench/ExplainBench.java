package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.Hinter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * Times {@code explain} as a person waits for it: the whole logical path of each puzzle ({@link Explainer},
 * the exact uniqueness check included), one puzzle at a time on one thread, and the first hint of each
 * ({@link Hinter}). Per puzzle the median of the timed runs after untimed warm-up runs, in thread CPU time
 * and in wall time; the row gives the median and the slowest puzzle, and the slowest single step met on any
 * path, which is what a hint costs at that position, with how many steps took as long as a hint may.
 */
public final class ExplainBench {
    /** The longest a hint may take (issue goal): steps of a path that take as long are counted. */
    public static final double HINT_GOAL_SECONDS = 0.2;

    /** {@link #HINT_GOAL_SECONDS} as the tables print it: "200 ms". */
    public static final String HINT_GOAL = Math.round(HINT_GOAL_SECONDS * 1000) + " ms";

    private final int warmupRuns;
    private final int timedRuns;
    private final double slowStepSeconds;

    public ExplainBench(int warmupRuns, int timedRuns) {
        this(warmupRuns, timedRuns, HINT_GOAL_SECONDS);
    }

    /** As {@link #ExplainBench(int, int)}, counting the steps that take at least {@code slowStepSeconds}. */
    ExplainBench(int warmupRuns, int timedRuns, double slowStepSeconds) {
        if (warmupRuns < 0 || timedRuns < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0 and timedRuns >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
        this.slowStepSeconds = slowStepSeconds;
    }

    public ExplainRow run(Dataset dataset, String profile, Catalogue catalogue) {
        List<Grid> puzzles = dataset.puzzles();
        int n = puzzles.size();
        for (int i = 0; i < warmupRuns; i++) {
            explainAll(catalogue, puzzles, new Timings(n, 1), 0);
        }
        Timings timings = new Timings(n, timedRuns);
        for (int run = 0; run < timedRuns; run++) {
            explainAll(catalogue, puzzles, timings, run);
        }
        double[] cpu = timings.perPuzzle(timings.cpu);
        double[] wall = timings.perPuzzle(timings.wall);
        double[] hints = timings.perPuzzle(timings.hint);
        return new ExplainRow(
                dataset.name(),
                profile,
                n,
                n == 0 ? 0 : (double) timings.steps / n,
                n == 0 ? 0 : Medians.of(cpu),
                max(cpu),
                n == 0 ? 0 : Medians.of(wall),
                max(wall),
                timings.slowestStep,
                timings.mostSlowSteps,
                max(hints));
    }

    private void explainAll(Catalogue catalogue, List<Grid> puzzles, Timings timings, int run) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Explainer explainer = new Explainer(catalogue);
        Hinter hinter = new Hinter(catalogue);
        timings.steps = 0;
        long[] slowSteps = {0};
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = puzzles.get(i);
            long[] stepStart = {mx.getCurrentThreadCpuTime()};
            long wallStart = System.nanoTime();
            long cpuStart = stepStart[0];
            Explanation explanation = explainer.explain(puzzle, (number, step) -> {
                long now = mx.getCurrentThreadCpuTime();
                double seconds = (now - stepStart[0]) / 1e9;
                timings.slowestStep = Math.max(timings.slowestStep, seconds);
                if (seconds >= slowStepSeconds) {
                    slowSteps[0]++;
                }
                stepStart[0] = now;
            });
            timings.cpu[i][run] = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            timings.wall[i][run] = (System.nanoTime() - wallStart) / 1e9;
            timings.steps += explanation.solution().map(s -> s.steps().size()).orElse(0);
            long hintStart = mx.getCurrentThreadCpuTime();
            hinter.hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
            timings.hint[i][run] = (mx.getCurrentThreadCpuTime() - hintStart) / 1e9;
        }
        timings.mostSlowSteps = Math.max(timings.mostSlowSteps, slowSteps[0]);
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(0);
    }

    /** Seconds per puzzle and run, and what the runs found. */
    private static final class Timings {
        final double[][] cpu;
        final double[][] wall;
        final double[][] hint;
        long steps;
        double slowestStep;
        /** The most steps of one run that took at least the bench's threshold. */
        long mostSlowSteps;

        Timings(int puzzles, int runs) {
            cpu = new double[puzzles][runs];
            wall = new double[puzzles][runs];
            hint = new double[puzzles][runs];
        }

        /** Each puzzle's median over the runs. */
        double[] perPuzzle(double[][] seconds) {
            return Arrays.stream(seconds).mapToDouble(Medians::of).toArray();
        }
    }
}
