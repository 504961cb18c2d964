package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.forcing.ChainHelpers;
import dev.sudoku.logic.forcing.IdlePermits;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Times {@code explain} as a person waits for it: the whole logical path of each puzzle ({@link Explainer},
 * the exact uniqueness check included), one puzzle at a time on one thread, and the first hint of each
 * ({@link Hinter}). Per puzzle the median of the timed runs after untimed warm-up runs, in thread CPU time
 * and in wall time; the row gives the median and the slowest puzzle, and the slowest single step met on any
 * path (each step's median over the runs, {@link StepTimes}), which is what a hint costs at that position,
 * with how many steps took as long as a hint may, and the file lines where the slowest puzzle, step and first
 * hint were met.
 *
 * <p>With helpers ({@link #withHelpers}), each search step is shared with that many threads, as the server
 * shares it with its idle workers ({@link ChainHelpers}); the steps and hints are then timed in wall time,
 * since the calling thread's CPU time leaves the helpers' out.
 */
public final class ExplainBench {
    /** The longest a hint may take (issue goal): steps of a path that take as long are counted. */
    public static final double HINT_GOAL_SECONDS = 0.2;

    /** {@link #HINT_GOAL_SECONDS} as the tables print it: "200 ms". */
    public static final String HINT_GOAL = Math.round(HINT_GOAL_SECONDS * 1000) + " ms";

    private final int warmupRuns;
    private final int timedRuns;
    private final double slowStepSeconds;
    private final int helpers;

    public ExplainBench(int warmupRuns, int timedRuns) {
        this(warmupRuns, timedRuns, HINT_GOAL_SECONDS, 0);
    }

    /** As {@link #ExplainBench(int, int)}, counting the steps that take at least {@code slowStepSeconds}. */
    ExplainBench(int warmupRuns, int timedRuns, double slowStepSeconds) {
        this(warmupRuns, timedRuns, slowStepSeconds, 0);
    }

    private ExplainBench(int warmupRuns, int timedRuns, double slowStepSeconds, int helpers) {
        if (warmupRuns < 0 || timedRuns < 1 || helpers < 0) {
            throw new IllegalArgumentException("need warmupRuns >= 0, timedRuns >= 1 and helpers >= 0");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
        this.slowStepSeconds = slowStepSeconds;
        this.helpers = helpers;
    }

    /** The same bench with {@code helpers} threads lent to each search step (0: the calling thread alone). */
    public ExplainBench withHelpers(int helpers) {
        return new ExplainBench(warmupRuns, timedRuns, slowStepSeconds, helpers);
    }

    public ExplainRow run(Dataset dataset, String profile, Catalogue catalogue) {
        if (helpers == 0) {
            return measure(dataset, profile, catalogue);
        }
        // The calling thread holds one permit; the helpers' permits are lent to its searches.
        try (IdlePermits permits = new IdlePermits(helpers + 1)) {
            return permits.run(() -> measure(dataset, profile, catalogue));
        }
    }

    private ExplainRow measure(Dataset dataset, String profile, Catalogue catalogue) {
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
        StepTimes.Slowest slowestStep = timings.steps.slowest(slowStepSeconds);
        // The slowest puzzle and hint by index, so the row's maxima and the lines it names are one reading.
        int slowestPuzzle = slowest(cpu);
        int slowestHint = slowest(hints);
        List<Integer> lines = dataset.lines();
        ExplainRow.Slowest slowest = n == 0
                ? new ExplainRow.Slowest(0, 0, 0, 0)
                : new ExplainRow.Slowest(
                        lines.get(slowestPuzzle),
                        lines.get(slowestStep.puzzle()),
                        slowestStep.number(),
                        lines.get(slowestHint));
        return new ExplainRow(
                dataset.name(),
                profile,
                n,
                n == 0 ? 0 : (double) timings.stepCount / n,
                helpers,
                n == 0 ? 0 : Medians.of(cpu),
                n == 0 ? 0 : cpu[slowestPuzzle],
                n == 0 ? 0 : Medians.of(wall),
                max(wall),
                slowestStep.seconds(),
                slowestStep.slowSteps(),
                n == 0 ? 0 : hints[slowestHint],
                slowest);
    }

    private void explainAll(Catalogue catalogue, List<Grid> puzzles, Timings timings, int run) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Explainer explainer = new Explainer(catalogue);
        Hinter hinter = new Hinter(catalogue);
        timings.stepCount = 0;
        // A step's or a hint's time: the thread's CPU time alone, or wall time when helpers share the work.
        LongSupplier clock = helpers == 0 ? mx::getCurrentThreadCpuTime : System::nanoTime;
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = puzzles.get(i);
            long[] stepStart = {clock.getAsLong()};
            double[][] stepSeconds = {new double[64]};
            int[] taken = {0};
            long wallStart = System.nanoTime();
            long cpuStart = mx.getCurrentThreadCpuTime();
            Explanation explanation = explainer.explain(puzzle, (number, step) -> {
                long now = clock.getAsLong();
                if (number > stepSeconds[0].length) {
                    stepSeconds[0] = Arrays.copyOf(stepSeconds[0], 2 * number);
                }
                stepSeconds[0][number - 1] = (now - stepStart[0]) / 1e9;
                taken[0] = number;
                stepStart[0] = now;
            });
            timings.cpu[i][run] = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            timings.wall[i][run] = (System.nanoTime() - wallStart) / 1e9;
            timings.steps.record(i, run, Arrays.copyOf(stepSeconds[0], taken[0]));
            timings.stepCount +=
                    explanation.solution().map(s -> s.steps().size()).orElse(0);
            long hintStart = clock.getAsLong();
            hinter.hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
            timings.hint[i][run] = (clock.getAsLong() - hintStart) / 1e9;
        }
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(0);
    }

    /** The index of the largest value, the first of equal ones. */
    private static int slowest(double[] values) {
        int at = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[at]) {
                at = i;
            }
        }
        return at;
    }

    /** Seconds per puzzle and run, and what the runs found. */
    private static final class Timings {
        final double[][] cpu;
        final double[][] wall;
        final double[][] hint;
        final StepTimes steps;
        /** The steps of the paths of the last run. */
        long stepCount;

        Timings(int puzzles, int runs) {
            cpu = new double[puzzles][runs];
            wall = new double[puzzles][runs];
            hint = new double[puzzles][runs];
            steps = new StepTimes(puzzles, runs);
        }

        /** Each puzzle's median over the runs. */
        double[] perPuzzle(double[][] seconds) {
            return Arrays.stream(seconds).mapToDouble(Medians::of).toArray();
        }
    }
}
