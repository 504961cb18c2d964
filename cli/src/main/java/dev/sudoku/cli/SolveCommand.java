package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku solve}: solves every puzzle of the inputs, one output per entry, in input order. */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Solves puzzles exactly and proves them unique.",
            "Exit code 0 when every puzzle has exactly one solution, 1 otherwise, 2 on a usage error."
        })
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "Output: line, grid or json (JSON Lines). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(
            names = "--count",
            paramLabel = "N",
            defaultValue = "2",
            description = "Count solutions up to N (at least 2). Default: ${DEFAULT-VALUE}.")
    long count;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads. Default: all cores.")
    Integer threads;

    @Option(
            names = "--solver",
            defaultValue = Solvers.AUTO,
            description = "auto, band (9x9), general (every size) or reference. Default: ${DEFAULT-VALUE}.")
    String solver;

    @Option(
            names = "--max-nodes",
            paramLabel = "N",
            description = "Give up on a puzzle after N search nodes (status UNKNOWN).")
    Long maxNodes;

    @Option(
            names = "--timeout",
            paramLabel = "MS",
            description = "Give up on a puzzle after MS milliseconds (status UNKNOWN).")
    Long timeoutMillis;

    @Override
    public Integer call() {
        SolveLimits limits = limits();
        Supplier<ExactSolver> solvers = SolverOption.factory(solver);
        int workers = Threads.resolve(threads);
        PrintWriter out = spec.commandLine().getOut();
        SolveWriter writer = new SolveWriter(out, format, input.symbols, count);
        AtomicBoolean allSolved = new AtomicBoolean(true);
        try (PuzzleInputs inputs = new PuzzleInputs(input.sources(), input.readOptions(), System.in)) {
            Supplier<Function<PuzzleInput, SolveOutcome>> workerFactory = () -> {
                ExactSolver exact = solvers.get();
                return entry -> solveOne(exact, entry, limits);
            };
            OrderedParallel.run(inputs, workers, workerFactory, outcome -> {
                if (outcome.result().status() != Status.SOLVED) {
                    allSolved.set(false);
                }
                writer.write(outcome);
            });
        } finally {
            out.flush();
        }
        return allSolved.get() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private static SolveOutcome solveOne(ExactSolver solver, PuzzleInput input, SolveLimits limits) {
        Entry entry = input.entry();
        if (entry instanceof Entry.Malformed bad) {
            return new SolveOutcome(input.source(), bad.line(), Optional.empty(), SolveResult.invalid(bad.message()));
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        SolveResult result;
        if (!solver.supports(puzzle.shape())) {
            result = SolveResult.invalid("solver '" + solver.name() + "' does not handle " + puzzle.size() + "x"
                    + puzzle.size() + " grids with " + puzzle.shape() + " boxes");
        } else {
            result = solver.solve(puzzle, limits);
        }
        return new SolveOutcome(input.source(), entry.line(), Optional.of(puzzle), result);
    }

    private SolveLimits limits() {
        if (count < 2) {
            throw new UsageException("--count must be at least 2 (2 proves a solution unique), got " + count);
        }
        SolveLimits limits = SolveLimits.countUpTo(count);
        if (maxNodes != null) {
            if (maxNodes < 1) {
                throw new UsageException("--max-nodes must be positive");
            }
            limits = limits.withMaxNodes(maxNodes);
        }
        if (timeoutMillis != null) {
            if (timeoutMillis < 1) {
                throw new UsageException("--timeout must be positive");
            }
            limits = limits.withMaxNanos(timeoutMillis * 1_000_000L);
        }
        return limits;
    }
}
