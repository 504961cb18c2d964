package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.time.Duration;
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

/** {@code sudoku rate}: Sudoku Explainer's ER/EP/ED for every puzzle, one line each, in input order. */
@Command(
        name = "rate",
        mixinStandardHelpOptions = true,
        description = {
            "Rates puzzles as Sudoku Explainer 1.2.1 does: ER (hardest step), EP (hardest up to the first",
            "placement), ED (first step), plus HoDoKu's cumulative score of the path. Exit code 0 when every",
            "puzzle is rated, 1 otherwise (including a TIMEOUT), 2 on a usage error."
        })
final class RateCommand implements Callable<Integer> {
    static final String DEFAULT_TEMPLATE = "%r/%p/%d %s %l %T";

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Mixin
    LevelsOption levels;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "line, json (JSON Lines), or a template like serate's: %%g puzzle, %%r ER, %%p EP,"
                    + " %%d ED, %%s HoDoKu score, %%l level, %%t time, %%T hardest technique."
                    + " line means '%%r/%%p/%%d %%s %%l %%T'.")
    String format;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads. Default: all cores.")
    Integer threads;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            description = "Budget of each puzzle's rating (default none); a rating that does not finish in time"
                    + " prints TIMEOUT and the run goes on with the next puzzle.")
    Double timeLimit;

    @Override
    public Integer call() {
        Optional<Duration> limit = limit();
        PrintWriter out = spec.commandLine().getOut();
        RateWriter writer = new RateWriter(out, template(), input.symbols, levels.scale());
        AtomicBoolean allRated = new AtomicBoolean(true);
        try (PuzzleInputs inputs = new PuzzleInputs(input.sources(), input.readOptions(), System.in)) {
            Supplier<Function<PuzzleInput, RateOutcome>> workers = () -> {
                ExactSolver exact = Solvers.create(Solvers.AUTO);
                Rater rater = new Rater(Catalogue.se());
                return entry -> rateOne(exact, rater, limit, entry);
            };
            OrderedParallel.run(inputs, Threads.resolve(threads), workers, outcome -> {
                if (!outcome.status().equals("RATED")) {
                    allRated.set(false);
                }
                writer.write(outcome);
                // A rating takes milliseconds to minutes: each line is passed on at once, so a long run
                // shows its progress and an interrupted one keeps every line it made.
                out.flush();
            });
        } finally {
            out.flush();
        }
        return allRated.get() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private Optional<Duration> limit() {
        if (timeLimit == null) {
            return Optional.empty();
        }
        if (!(timeLimit > 0) || timeLimit > 1e6) {
            throw new UsageException("--time-limit must be a positive number of seconds, got " + timeLimit);
        }
        return Optional.of(Duration.ofNanos((long) (timeLimit * 1e9)));
    }

    /** The template to fill: the default for line and grid, json as is, else a template with fields. */
    private String template() {
        return switch (format) {
            case "line", "grid" -> DEFAULT_TEMPLATE;
            case "json" -> "json";
            default -> {
                if (format.indexOf('%') < 0) {
                    throw new UsageException(
                            "--format must be line, grid, json or a template with % fields, not '" + format + "'");
                }
                yield format;
            }
        };
    }

    private static RateOutcome rateOne(ExactSolver exact, Rater rater, Optional<Duration> limit, PuzzleInput input) {
        Entry entry = input.entry();
        if (entry instanceof Entry.Malformed bad) {
            return new RateOutcome(
                    input.source(), bad.line(), Optional.empty(), "INVALID", Optional.empty(), 0, bad.message());
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        long start = System.nanoTime();
        SolveResult verdict = exact.solve(puzzle, SolveLimits.UNIQUENESS);
        if (verdict.status() != Status.SOLVED) {
            String reason =
                    switch (verdict.status()) {
                        case MULTIPLE -> "more than one solution: ratings assume exactly one";
                        case NONE -> "no solution";
                        default -> verdict.message();
                    };
            return new RateOutcome(
                    input.source(),
                    entry.line(),
                    Optional.of(puzzle),
                    verdict.status().name(),
                    Optional.empty(),
                    0,
                    reason);
        }
        Rating rating;
        try {
            rating = limit.isEmpty() ? rater.rate(puzzle) : SearchBudget.within(limit.get(), () -> rater.rate(puzzle));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return new RateOutcome(
                    input.source(),
                    entry.line(),
                    Optional.of(puzzle),
                    "TIMEOUT",
                    Optional.empty(),
                    (System.nanoTime() - start) / 1000,
                    "the rating did not finish within " + seconds(limit.get()));
        }
        long micros = (System.nanoTime() - start) / 1000;
        if (!rating.solved()) {
            return new RateOutcome(
                    input.source(),
                    entry.line(),
                    Optional.of(puzzle),
                    "UNRATED",
                    Optional.of(rating),
                    micros,
                    "logic stops after " + rating.steps()
                            + " steps: the puzzle needs chains, which are not implemented yet");
        }
        return new RateOutcome(
                input.source(), entry.line(), Optional.of(puzzle), "RATED", Optional.of(rating), micros, "");
    }

    /** The limit as given, in seconds with a point whatever the locale: {@code 2 s}, {@code 0.25 s}. */
    private static String seconds(Duration limit) {
        return BigDecimal.valueOf(limit.toNanos(), 9).stripTrailingZeros().toPlainString() + " s";
    }
}
