package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.CanonicalForm;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Times the canonical form the bank computes for every puzzle it stores or looks up (the form and its
 * text key), on one thread by thread CPU time, against the exact solver that {@link SolverBench} times
 * ("band", solving and proving uniqueness) over the same puzzles in the same run.
 *
 * <p>The two take turns within every run (canonical forms, then solves), so a neighbour that wakes up
 * slows both; the median of the timed runs counts. Files are repeated as {@link SolverBench} repeats them.
 */
public final class CanonicalBench {
    /** The reference: the fastest exact solver, the one whose speed the data README compares with tdoku. */
    public static final String REFERENCE = "band";

    private final int warmupRuns;
    private final int timedRuns;
    /** Written after every run, so the JIT cannot drop the keys and solves whose results nothing else reads. */
    private volatile long sink;

    public CanonicalBench(int warmupRuns, int timedRuns) {
        if (warmupRuns < 0 || timedRuns < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0 and timedRuns >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
    }

    /** One row: canonical forms and solves of the dataset's puzzles, each timed {@link #timedRuns} times. */
    public CanonicalRow run(Dataset dataset) {
        List<Grid> puzzles = SolverBench.repeated(dataset.puzzles());
        CanonicalForm canonical = new CanonicalForm();
        ExactSolver solver = Solvers.create(REFERENCE);
        for (int i = 0; i < warmupRuns; i++) {
            sink = keys(canonical, puzzles) + solve(solver, puzzles);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] canonicalSeconds = new double[timedRuns];
        double[] solverSeconds = new double[timedRuns];
        for (int run = 0; run < timedRuns; run++) {
            long start = mx.getCurrentThreadCpuTime();
            long keys = keys(canonical, puzzles);
            long middle = mx.getCurrentThreadCpuTime();
            long solutions = solve(solver, puzzles);
            canonicalSeconds[run] = (middle - start) / 1e9;
            solverSeconds[run] = (mx.getCurrentThreadCpuTime() - middle) / 1e9;
            sink = keys + solutions;
        }
        return new CanonicalRow(
                dataset.name(),
                puzzles.size(),
                distinct(canonical, dataset.puzzles()),
                Medians.of(canonicalSeconds),
                Medians.of(solverSeconds));
    }

    /** The canonical key of every puzzle, as the bank computes it; the sum of the keys' hashes. */
    private static long keys(CanonicalForm canonical, List<Grid> puzzles) {
        long sum = 0;
        for (Grid puzzle : puzzles) {
            sum += canonical.canonical(puzzle).key().hashCode();
        }
        return sum;
    }

    /** Solves every puzzle with the solution limit 2; the number of solutions found in all. */
    private static long solve(ExactSolver solver, List<Grid> puzzles) {
        long sum = 0;
        for (Grid puzzle : puzzles) {
            sum += solver.solve(puzzle, SolveLimits.UNIQUENESS).solutionCount();
        }
        return sum;
    }

    /** How many of the puzzles are different under the symmetries: a check on the forms, not timed. */
    private static int distinct(CanonicalForm canonical, List<Grid> puzzles) {
        Set<String> keys = new HashSet<>();
        for (Grid puzzle : puzzles) {
            keys.add(canonical.canonical(puzzle).key());
        }
        return keys.size();
    }
}
