package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.GuessOptions;
import dev.sudoku.logic.classic.GuessResult;
import dev.sudoku.logic.classic.SearchStatus;
import dev.sudoku.logic.classic.UniquenessGate;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * Times the full logical path over a dataset on one thread: for each puzzle the exact uniqueness check
 * that decides whether uniqueness techniques may run, then the profile's techniques, then guessing where
 * logic stops (the classic solvers' default mode). The exact solver ({@code band}) is timed over the same
 * puzzles in the same run, so the slowdown column survives a noisy machine.
 *
 * <p>Thread CPU time, median of the timed runs after untimed warm-up runs. Unlike {@link SolverBench}, small
 * files are not repeated: a logical solve takes long enough to time.
 */
public final class LogicBench {
    private final int warmupRuns;
    private final int timedRuns;

    public LogicBench(int warmupRuns, int timedRuns) {
        if (warmupRuns < 0 || timedRuns < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0 and timedRuns >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
    }

    public LogicRow run(Dataset dataset, String profile, Catalogue catalogue) {
        List<Grid> puzzles = dataset.puzzles();
        ClassicSolver solver = new ClassicSolver(catalogue);
        ExactSolver exact = Solvers.create(Solvers.AUTO);
        for (int i = 0; i < warmupRuns; i++) {
            solveAll(solver, exact, puzzles);
            exactAll(exact, puzzles);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] seconds = new double[timedRuns];
        double[] exactSeconds = new double[timedRuns];
        Tally tally = null;
        for (int run = 0; run < timedRuns; run++) {
            long start = mx.getCurrentThreadCpuTime();
            tally = solveAll(solver, exact, puzzles);
            seconds[run] = (mx.getCurrentThreadCpuTime() - start) / 1e9;
            start = mx.getCurrentThreadCpuTime();
            exactAll(exact, puzzles);
            exactSeconds[run] = (mx.getCurrentThreadCpuTime() - start) / 1e9;
        }
        int n = puzzles.size();
        return new LogicRow(
                dataset.name(),
                profile,
                n,
                Medians.of(seconds),
                Medians.of(exactSeconds),
                n == 0 ? 0 : 100.0 * tally.noGuess / n,
                n == 0 ? 0 : (double) tally.steps / n,
                n == 0 ? 0 : (double) tally.guesses / n,
                tally.unsolved);
    }

    private static Tally solveAll(ClassicSolver solver, ExactSolver exact, List<Grid> puzzles) {
        Tally tally = new Tally();
        for (Grid puzzle : puzzles) {
            UniquenessGate.Check check = UniquenessGate.check(puzzle, solver.catalogue(), exact);
            GuessResult result = solver.guess(puzzle, GuessOptions.DEFAULT.withUniqueness(check.uniqueness()));
            tally.steps += result.totals().stepsApplied();
            tally.guesses += result.totals().made();
            if (result.totals().made() == 0 && result.status() == SearchStatus.SOLVED) {
                tally.noGuess++;
            }
            if (result.status() != SearchStatus.SOLVED) {
                tally.unsolved++;
            }
        }
        return tally;
    }

    private static void exactAll(ExactSolver exact, List<Grid> puzzles) {
        for (Grid puzzle : puzzles) {
            exact.solve(puzzle, SolveLimits.UNIQUENESS);
        }
    }

    private static final class Tally {
        long steps;
        long guesses;
        int noGuess;
        int unsolved;
    }
}
