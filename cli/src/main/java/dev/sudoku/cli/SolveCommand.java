package dev.sudoku.cli;

import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.ClassicOptions;
import dev.sudoku.api.ClassicTask;
import dev.sudoku.api.EntryTask;
import dev.sudoku.api.GridText;
import dev.sudoku.api.SolveTask;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.VariantSearchOptions;
import dev.sudoku.cli.batch.PlainLineSolve;
import dev.sudoku.cli.io.EntrySource;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.cli.text.SolveText;
import dev.sudoku.cli.text.VariantGridText;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku solve}: solves every puzzle of the inputs, one output per entry, in input order. */
@Command(
        name = SolveCommand.NAME,
        mixinStandardHelpOptions = true,
        description = {
            "Solves puzzles exactly and proves them unique, or by the classic solvers' logic.",
            "Exit code 0 when every puzzle is solved, 1 otherwise, 2 on a usage error."
        })
final class SolveCommand extends EntryCommand implements Callable<Integer> {
    static final String NAME = "solve";
    /** --timeout's largest value: the bound --time-limit has. */
    private static final long MAX_TIMEOUT_MILLIS = TimeLimit.MAX_SECONDS * 1000;

    // Every field starts as picocli leaves it when its option is not given, so that a command made without
    // picocli (QuickSolve) runs as the one it parses; QuickSolveTest compares the two field by field. Picocli
    // takes a field's initial value as its default; --format names its own, so its help reads "line".
    @Mixin
    InputOptions input = new InputOptions();

    @Mixin
    RunOptions run = new RunOptions();

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "Output: line, grid or json (JSON Lines). Default: ${DEFAULT-VALUE}.")
    OutputFormat format = OutputFormat.LINE;

    @Option(
            names = "--count",
            paramLabel = "N",
            description = "Exact mode: count solutions up to N (at least 2). Default: ${DEFAULT-VALUE}.")
    long count = 2;

    @Option(
            names = "--solver",
            description = "Exact mode: auto, band (9x9), general (every size) or reference. Default: ${DEFAULT-VALUE}.")
    String solver = Solvers.AUTO;

    @Option(
            names = "--max-nodes",
            paramLabel = "N",
            description = "Exact mode: give up on a puzzle after N search nodes (status TIMEOUT).")
    Long maxNodes;

    @Option(names = "--timeout", paramLabel = "MS", hidden = true, description = "Exact mode: --time-limit in ms.")
    Long timeoutMillis;

    @Option(
            names = "--logic-only",
            description = "Solve by logic alone, as the classic solvers did, and stop where logic runs out"
                    + " (status STUCK, with the candidates reached); counts cycles.")
    boolean logicOnly;

    @Option(
            names = "--search",
            paramLabel = "guess|bivalue",
            description = "Logic, then where it runs out: guess (the classic solvers' way: fewest candidates first,"
                    + " roll back on contradiction) or bivalue (try the two-candidate cells' values).")
    String search;

    @Option(
            names = "--trace",
            description = "Print the guess log (implies --search guess), or with --search bivalue every combination"
                    + " tried (up to 2000) with its outcome.")
    boolean trace;

    @Option(
            names = "--depth",
            paramLabel = "N",
            description = "Bivalue search: fix up to N cells at once (1 to 8). Default: 2, retried at 4 when it"
                    + " finds nothing; a depth given is searched to and no further.")
    Integer depth;

    @Option(
            names = "--profile",
            paramLabel = "NAME",
            description = "Logic modes: the techniques, se-nochains (default), se (with chains) or players.")
    String profile;

    @Option(
            names = "--max-guesses",
            paramLabel = "N",
            description = "Guessing and bivalue search: give up (TIMEOUT) after N guesses or combinations."
                    + " Default: 100000.")
    Long maxGuesses;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Rules beyond classic Sudoku: jigsaw, x, windoku, samurai, oddeven, killer, consecutive,"
                    + " partial-consecutive, or several"
                    + " joined by commas. A jigsaw puzzle is its givens followed by its region map (one letter or"
                    + " digit per cell); a killer's cage map and sums, and consecutive bars, follow likewise.")
    List<String> variants;

    @Override
    public Integer call() {
        if (variants != null) {
            return variants();
        }
        Optional<ClassicMode> mode = mode();
        refuseOptionsOutsideMode(mode);
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        Supplier<SolveTask> exact = mode.isPresent() ? null : exact(text);
        Supplier<EntryTask> tasks = mode.isPresent() ? classic(mode.get(), text) : exact::get;
        ReportFormat writer =
                format == OutputFormat.JSON ? new JsonLines() : new SolveText(format == OutputFormat.GRID, text);
        if (exact != null && format == OutputFormat.LINE) {
            Optional<Integer> plain = plainLines(exact, writer);
            if (plain.isPresent()) {
                return plain.get();
            }
        }
        boolean slow = mode.isPresent();
        return runBatch(input, run, "solve", slow, progress -> tasks, writer);
    }

    /** {@code --variant}: the rule-set solver's count, or the classic solvers' modes on the rule set. */
    private Integer variants() {
        refuse(
                List.of("--profile", "--solver", "--box", "--symbols"),
                "does not apply with --variant, whose puzzles are solved by the rule-set solvers, one after another");
        Set<Variant> chosen = Variants.parse(variants);
        Optional<ClassicMode> mode = mode();
        refuseOptionsOutsideMode(mode);
        ReportFormat writer =
                switch (format) {
                    case JSON -> new JsonLines();
                    case GRID -> new VariantGridText(false);
                    case LINE -> new SolveText(false, new GridText(Optional.empty()));
                };
        if (mode.isPresent()) {
            VariantSolveRun.Task task = searchOptions(() -> VariantSearches.task(
                    new VariantSearchOptions(chosen, mode.get(), maxWork(), depthAsked(), trace, run.timeLimit())));
            return VariantSolveRun.run(this, input, run, chosen, task, writer);
        }
        return VariantSolveRun.run(this, input, run, chosen, limits(), writer);
    }

    private Optional<ClassicMode> mode() {
        if (logicOnly && (search != null || trace)) {
            throw new UsageException("--logic-only makes no guesses; drop --search or --trace");
        }
        if (logicOnly) {
            return Optional.of(ClassicMode.LOGIC_ONLY);
        }
        if (search == null) {
            return trace ? Optional.of(ClassicMode.GUESS) : Optional.empty();
        }
        return switch (search) {
            case "guess" -> Optional.of(ClassicMode.GUESS);
            case "bivalue" -> Optional.of(ClassicMode.BIVALUE);
            default -> throw Choices.refused("--search", List.of("guess", "bivalue"), search);
        };
    }

    /** An option that would do nothing in the chosen mode is refused, naming the mode it belongs to. */
    private void refuseOptionsOutsideMode(Optional<ClassicMode> mode) {
        if (mode.isEmpty()) {
            refuse(List.of("--depth"), "applies to --search bivalue only");
            refuse(List.of("--max-guesses"), "applies to --search only");
            refuse(List.of("--profile"), "applies to --logic-only and --search only");
            return;
        }
        refuse(
                List.of("--count", "--max-nodes", "--solver", "--timeout"),
                "applies to the exact solver only," + " not to --logic-only or --search");
        if (mode.get() != ClassicMode.BIVALUE) {
            refuse(List.of("--depth"), "applies to --search bivalue only");
        }
        if (mode.get() == ClassicMode.LOGIC_ONLY) {
            refuse(List.of("--max-guesses"), "applies to --search only: --logic-only makes no guesses");
        }
    }

    /**
     * The run of {@link PlainLineSolve} where it applies: the exact solver, the line format, the default
     * reading and symbols, an output not shown on a terminal (which shows each line as soon as it is ready)
     * and files whose every line is a plain puzzle; empty elsewhere, for the general run.
     */
    private Optional<Integer> plainLines(Supplier<SolveTask> tasks, ReportFormat writer) {
        // Every exact solver solves 9x9 grids: the plain lines' only shape.
        if (input.box != null || input.symbols != null || streams().outIsTerminal()) {
            return Optional.empty();
        }
        List<Source> sources = input.sources();
        Optional<List<Source.File>> files = PlainLineSolve.plainFiles(sources);
        if (files.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(runEntries(
                sources,
                run,
                "solve",
                false,
                opened -> EntrySource.none(),
                (none, settings, outputs) -> PlainLineSolve.run(
                        files.get(), tasks, writer, settings.threads(), settings.progress(), outputs)));
    }

    private Supplier<SolveTask> exact(GridText text) {
        SolveLimits limits = limits();
        Supplier<ExactSolver> solvers = SolverOption.factory(solver);
        return () -> new SolveTask(solvers.get(), limits, text);
    }

    private Supplier<EntryTask> classic(ClassicMode mode, GridText text) {
        ClassicOptions options = searchOptions(() -> new ClassicOptions(
                mode,
                Profiles.named(profile == null ? "se-nochains" : profile),
                maxWork(),
                depthAsked(),
                trace,
                run.timeLimit()));
        return () -> new ClassicTask(options, text);
    }

    /**
     * Builds a mode's options; a bad {@code --depth} or {@code --max-guesses} is a usage error naming it, as
     * the HTTP API's {@code depth} is refused ({@code --depth must be from 1 to 8, not 9}).
     */
    private <T> T searchOptions(Supplier<T> build) {
        if (depth != null && (depth < 1 || depth > ClassicOptions.MAX_DEPTH)) {
            throw new UsageException("--depth must be from 1 to " + ClassicOptions.MAX_DEPTH + ", not " + depth);
        }
        if (maxGuesses != null && maxGuesses < 1) {
            throw new UsageException("--max-guesses must be at least 1, not " + maxGuesses);
        }
        return build.get();
    }

    /** The guesses or combinations a puzzle may take: {@code --max-guesses}, 100,000 when not given. */
    private long maxWork() {
        return maxGuesses == null ? 100_000 : maxGuesses;
    }

    private OptionalInt depthAsked() {
        return depth == null ? OptionalInt.empty() : OptionalInt.of(depth);
    }

    private SolveLimits limits() {
        if (count < 2) {
            throw new UsageException("--count must be at least 2 (2 proves a solution unique), not " + count);
        }
        SolveLimits limits = SolveLimits.countUpTo(count);
        if (maxNodes != null) {
            if (maxNodes < 1) {
                throw new UsageException("--max-nodes must be positive, not " + maxNodes);
            }
            limits = limits.withMaxNodes(maxNodes);
        }
        if (timeoutMillis != null) {
            // More milliseconds than the bound would overflow as nanoseconds.
            if (timeoutMillis < 1 || timeoutMillis > MAX_TIMEOUT_MILLIS) {
                throw new UsageException("--timeout must be a positive number of milliseconds up to "
                        + MAX_TIMEOUT_MILLIS + ", not " + timeoutMillis);
            }
            return limits.withMaxNanos(timeoutMillis * 1_000_000L);
        }
        Optional<TimeLimit> limit = run.timeLimit();
        return limit.isEmpty()
                ? limits
                : limits.withMaxNanos(limit.get().duration().toNanos());
    }
}
