package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Times one solver over one dataset the way tdoku's benchmark does: every puzzle solved and proven
 * unique (solution limit 2), in file order, after warm-up runs that let the JIT compile the hot path.
 *
 * <p>Single-thread figures use the thread's CPU time, which a busy neighbour on a shared machine
 * disturbs far less than wall time; several threads are timed by the wall clock, since that is what
 * batch throughput means.
 */
public final class SolverBench {
    /**
     * Each run repeats a small file until it covers this many puzzles, so a run lasts long enough to time
     * (top1465 alone takes about 15 ms) and warm-up reaches the JIT's final code.
     */
    static final int MIN_PUZZLES_PER_RUN = 30_000;

    private final int warmupRuns;
    private final int timedRuns;

    public SolverBench(int warmupRuns, int timedRuns) {
        if (warmupRuns < 0 || timedRuns < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0 and timedRuns >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
    }

    /** Single-thread row. */
    public BenchRow run(Dataset dataset, String name, Supplier<ExactSolver> factory) {
        ExactSolver solver = factory.get();
        List<Grid> puzzles = repeated(dataset.puzzles());
        for (int i = 0; i < warmupRuns; i++) {
            solveAll(solver, puzzles, 0, puzzles.size());
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] seconds = new double[timedRuns];
        Tally tally = null;
        for (int run = 0; run < timedRuns; run++) {
            long start = mx.getCurrentThreadCpuTime();
            tally = solveAll(solver, puzzles, 0, puzzles.size());
            seconds[run] = (mx.getCurrentThreadCpuTime() - start) / 1e9;
        }
        return row(dataset, name, 1, puzzles.size(), Medians.of(seconds), tally);
    }

    /** Batch throughput with {@code threads} threads, each with its own solver, by wall time. */
    public BenchRow runParallel(Dataset dataset, String name, Supplier<ExactSolver> factory, int threads)
            throws Exception {
        List<Grid> puzzles = repeated(dataset.puzzles());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            ThreadLocal<ExactSolver> solvers = ThreadLocal.withInitial(factory);
            for (int i = 0; i < warmupRuns; i++) {
                runSlices(pool, solvers, puzzles, threads);
            }
            double[] seconds = new double[timedRuns];
            Tally tally = null;
            for (int run = 0; run < timedRuns; run++) {
                long start = System.nanoTime();
                tally = runSlices(pool, solvers, puzzles, threads);
                seconds[run] = (System.nanoTime() - start) / 1e9;
            }
            return row(dataset, name, threads, puzzles.size(), Medians.of(seconds), tally);
        } finally {
            pool.shutdownNow();
        }
    }

    private static Tally runSlices(
            ExecutorService pool, ThreadLocal<ExactSolver> solvers, List<Grid> puzzles, int threads) throws Exception {
        // Interleaved small slices balance hard and easy stretches of a file across threads.
        int slice = 64;
        int slices = (puzzles.size() + slice - 1) / slice;
        List<Future<Tally>> futures = new ArrayList<>();
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        for (int t = 0; t < threads; t++) {
            futures.add(pool.submit(() -> {
                Tally sum = new Tally();
                for (int s = next.getAndIncrement(); s < slices; s = next.getAndIncrement()) {
                    sum.add(solveAll(solvers.get(), puzzles, s * slice, Math.min(puzzles.size(), (s + 1) * slice)));
                }
                return sum;
            }));
        }
        Tally total = new Tally();
        for (Future<Tally> future : futures) {
            total.add(future.get());
        }
        return total;
    }

    private static Tally solveAll(ExactSolver solver, List<Grid> puzzles, int from, int to) {
        Tally tally = new Tally();
        for (int i = from; i < to; i++) {
            SolveResult result = solver.solve(puzzles.get(i), SolveLimits.UNIQUENESS);
            tally.guesses += result.stats().guesses();
            if (result.stats().guesses() == 0) {
                tally.noGuess++;
            }
            if (result.status() != Status.SOLVED) {
                tally.unsolved++;
            }
        }
        return tally;
    }

    /** The puzzles, repeated in order until there are at least {@link #MIN_PUZZLES_PER_RUN}. */
    static List<Grid> repeated(List<Grid> puzzles) {
        if (puzzles.isEmpty() || puzzles.size() >= MIN_PUZZLES_PER_RUN) {
            return puzzles;
        }
        int copies = (MIN_PUZZLES_PER_RUN + puzzles.size() - 1) / puzzles.size();
        List<Grid> all = new ArrayList<>(copies * puzzles.size());
        for (int i = 0; i < copies; i++) {
            all.addAll(puzzles);
        }
        return all;
    }

    private static BenchRow row(Dataset dataset, String name, int threads, int n, double seconds, Tally tally) {
        return new BenchRow(
                dataset.name(),
                name,
                threads,
                n,
                seconds,
                n == 0 ? 0 : 100.0 * tally.noGuess / n,
                n == 0 ? 0 : (double) tally.guesses / n,
                tally.unsolved);
    }

    /** Running totals of a batch. */
    private static final class Tally {
        long guesses;
        int noGuess;
        int unsolved;

        void add(Tally other) {
            guesses += other.guesses;
            noGuess += other.noGuess;
            unsolved += other.unsolved;
        }
    }
}
