package dev.sudoku.cli.batch;

import dev.sudoku.api.EntryTask;
import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.Origin;
import dev.sudoku.api.StreamingOrderedParallel;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.forcing.IdlePermits;
import java.util.Iterator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Runs a task over every entry of the inputs and writes one report per entry, in input order, whatever
 * the thread count. An entry whose work fails unexpectedly still gets its report (INVALID, naming the
 * internal error), so one bad entry never costs the others their output; a failed write stops the run.
 * Entries that take long (explain, hint, rate) lend the threads left idle to their chaining searches
 * ({@link IdlePermits}): a single puzzle, or the last ones of a file, get the other cores too. A task whose
 * last step must see the entries in input order ({@link OrderedEntryTask}: the bank's import stores there)
 * prepares on the workers and finishes here, in input order, just before its report is written.
 */
public final class BatchRun {
    /**
     * How a run goes.
     *
     * @param threads worker threads
     * @param slow whether an entry takes long (explain, rate...): then each report is written and flushed
     *     as soon as it is ready, and a closed output stops the work at the next report
     * @param progress the progress line
     * @param inputMayWait whether a read may wait for input (standard input, a pipe): then the inputs are
     *     read on a thread of their own ({@link StreamingOrderedParallel}), so the outputs done go out (and
     *     are flushed) while a read waits; a regular file is read on the caller's thread, in full chunks
     */
    public record Settings(int threads, boolean slow, Progress progress, boolean inputMayWait) {}

    private BatchRun() {}

    /** Runs and returns the exit code: 0 when every report has a success status, else 1. */
    public static int run(
            Iterator<InputItem> inputs,
            Settings settings,
            Supplier<EntryTask> tasks,
            ReportFormat format,
            WholeOutputs out) {
        Supplier<Function<InputItem, OrderedEntryTask.Prepared>> workers = () -> {
            EntryTask task = tasks.get();
            return item -> prepareOne(task, item);
        };
        return run(
                inputs,
                InputItem::origin,
                settings,
                workers,
                report -> report.status().isSuccess(),
                format,
                out);
    }

    /**
     * Runs any kind of entry (variant puzzles too) and returns the exit code: 0 when every report is a
     * success as {@code success} sees it, else 1.
     *
     * @param origin where an entry came from, as its output is said to be when the run is stopped
     * @param workers one per thread: an entry's work up to its step in input order; it never throws for an
     *     entry, however bad (the report says what went wrong)
     */
    public static <I> int run(
            Iterator<I> inputs,
            Function<I, Origin> origin,
            Settings settings,
            Supplier<Function<I, OrderedEntryTask.Prepared>> workers,
            Predicate<Report> success,
            ReportFormat format,
            WholeOutputs out) {
        Progress progress = settings.progress();
        boolean[] allSucceeded = {true};
        // Entry by entry, the threads idle at the end of the input (or all but one, for a single puzzle)
        // help the chaining searches of the entries still at work: at most `threads` compute at once.
        try (IdlePermits permits = new IdlePermits(settings.threads())) {
            Supplier<Function<I, Prepared>> started = () -> {
                Function<I, OrderedEntryTask.Prepared> worker = workers.get();
                return item -> {
                    Origin where = origin.apply(item);
                    if (progress.isOn()) {
                        progress.working(where.describe());
                    }
                    return new Prepared(
                            where, settings.slow() ? permits.run(() -> worker.apply(item)) : worker.apply(item));
                };
            };
            int chunk = settings.slow() ? 1 : OrderedParallel.FAST_CHUNK;
            Consumer<Prepared> sink = prepared -> {
                Report report = prepared.rest().finish();
                allSucceeded[0] &= success.test(report);
                out.write(format.render(report), prepared.origin(), settings.slow());
                progress.step();
            };
            if (settings.inputMayWait()) {
                StreamingOrderedParallel.run(inputs, settings.threads(), chunk, started, sink, out::flush);
            } else {
                OrderedParallel.run(inputs, settings.threads(), chunk, started, sink);
            }
        }
        out.flush();
        return allSucceeded[0] ? 0 : 1;
    }

    /** An entry's work up to its step in input order, and where the entry came from. */
    private record Prepared(Origin origin, OrderedEntryTask.Prepared rest) {}

    /** The classic task's work up to its step in input order; a failure of either step is a report. */
    private static OrderedEntryTask.Prepared prepareOne(EntryTask task, InputItem item) {
        Supplier<OrderedEntryTask.Prepared> work = task instanceof OrderedEntryTask ordered
                ? () -> ordered.prepare(item.origin(), item.entry())
                : () -> OrderedEntryTask.Prepared.done(task.run(item.origin(), item.entry()));
        OrderedEntryTask.Prepared rest = guarded(task.view(), item.origin(), work, OrderedEntryTask.Prepared::done);
        return () -> guarded(task.view(), item.origin(), rest::finish, report -> report);
    }

    /**
     * An entry's report, or for a failure of the work an INVALID report of {@code view} naming the internal
     * error: one bad entry never costs the others their output.
     */
    public static Report guarded(View view, Origin origin, Supplier<Report> work) {
        return guarded(view, origin, work, report -> report);
    }

    /**
     * The work's result, or for a failure of the work an INVALID report naming the internal error, made a
     * result by {@code failed}.
     */
    private static <T> T guarded(View view, Origin origin, Supplier<T> work, Function<Report, T> failed) {
        try {
            return work.get();
        } catch (OutputFailedException | SearchCancelledException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return failed.apply(internalError(view, origin, e));
        }
    }

    /** The INVALID report of an entry whose work failed unexpectedly, naming the failure. */
    public static Report internalError(View view, Origin origin, Throwable failure) {
        return Report.of(view)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .status(ResultStatus.INVALID)
                .with(
                        Field.ERROR,
                        "internal error while working on this entry (" + failure + "); please report it with the entry")
                .build();
    }
}
