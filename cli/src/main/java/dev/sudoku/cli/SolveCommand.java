package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.ClassicSolver;
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

    @Option(
            names = "--logic-only",
            description = "Solve by logic alone, as the classic solvers did, and stop where logic runs out"
                    + " (status STUCK, with the candidates reached); counts cycles.")
    boolean logicOnly;

    @Option(
            names = "--search",
            paramLabel = "guess|bivalue",
            description = "Where logic runs out: guess (the classic solvers' default: fewest candidates first,"
                    + " roll back on contradiction) or bivalue (try the two-candidate cells' values to --depth)."
                    + " Default: no logic, the exact solver.")
    String search;

    @Option(names = "--trace", description = "With guessing: print the guess log (implies --search guess).")
    boolean trace;

    @Option(
            names = "--depth",
            defaultValue = "2",
            description = "Bivalue search depth; retried at 4 when it finds no solution. Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(
            names = "--profile",
            defaultValue = "se-nochains",
            description = "Techniques of the logic modes: se-nochains, se (with chains) or players."
                    + " Default: ${DEFAULT-VALUE}.")
    String profile;

    @Option(
            names = "--max-guesses",
            paramLabel = "N",
            defaultValue = "100000",
            description =
                    "Logic modes: give up (UNKNOWN) after N guesses or bivalue combinations. Default: ${DEFAULT-VALUE}.")
    long maxGuesses;

    @Override
    public Integer call() {
        Optional<ClassicMode.Kind> classic = classicKind();
        if (classic.isPresent()) {
            return callClassic(classic.get());
        }
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

    private Optional<ClassicMode.Kind> classicKind() {
        if (logicOnly && (search != null || trace)) {
            throw new UsageException("--logic-only does not guess; drop --search or --trace");
        }
        if (logicOnly) {
            return Optional.of(ClassicMode.Kind.LOGIC_ONLY);
        }
        if (search == null) {
            return trace ? Optional.of(ClassicMode.Kind.GUESS) : Optional.empty();
        }
        return switch (search) {
            case "guess" -> Optional.of(ClassicMode.Kind.GUESS);
            case "bivalue" -> {
                if (trace) {
                    throw new UsageException("--trace logs guesses; the bivalue search makes none");
                }
                yield Optional.of(ClassicMode.Kind.BIVALUE);
            }
            default -> throw new UsageException("--search must be guess or bivalue, not '" + search + "'");
        };
    }

    private int callClassic(ClassicMode.Kind kind) {
        if (depth < 1 || depth > 8) {
            throw new UsageException("--depth must be between 1 and 8, not " + depth);
        }
        if (maxGuesses < 1) {
            throw new UsageException("--max-guesses must be positive");
        }
        ClassicSolver solver = new ClassicSolver(Profiles.named(profile));
        ClassicMode mode = new ClassicMode(kind, solver, maxGuesses, depth);
        String modeName = kind == ClassicMode.Kind.LOGIC_ONLY
                ? "logic-only"
                : kind == ClassicMode.Kind.GUESS ? "guess" : "bivalue";
        PrintWriter out = spec.commandLine().getOut();
        ClassicWriter writer = new ClassicWriter(out, format, input.symbols, modeName, trace);
        AtomicBoolean allSolved = new AtomicBoolean(true);
        try (PuzzleInputs inputs = new PuzzleInputs(input.sources(), input.readOptions(), System.in)) {
            OrderedParallel.run(inputs, Threads.resolve(threads), () -> mode::solve, outcome -> {
                if (!outcome.status().equals("SOLVED")) {
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
