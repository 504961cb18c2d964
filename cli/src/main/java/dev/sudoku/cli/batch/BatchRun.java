package dev.sudoku.cli.batch;

import dev.sudoku.api.EntryTask;
import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.PuzzleInputs;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.forcing.IdlePermits;
import java.util.function.Function;
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
     */
    public record Settings(int threads, boolean slow, Progress progress) {}

    private BatchRun() {}

    /** Runs and returns the exit code: 0 when every report has a success status, else 1. */
    public static int run(
            PuzzleInputs inputs, Settings settings, Supplier<EntryTask> tasks, ReportFormat format, WholeOutputs out) {
        Progress progress = settings.progress();
        boolean[] allSucceeded = {true};
        // Entry by entry, the threads idle at the end of the input (or all but one, for a single puzzle)
        // help the chaining searches of the entries still at work: at most `threads` compute at once.
        try (IdlePermits permits = new IdlePermits(settings.threads())) {
            Supplier<Function<InputItem, Prepared>> workers = () -> {
                EntryTask task = tasks.get();
                return item -> {
                    if (progress.isOn()) {
                        progress.working(item.origin().describe());
                    }
                    return settings.slow() ? permits.run(() -> prepareOne(task, item)) : prepareOne(task, item);
                };
            };
            int chunk = settings.slow() ? 1 : OrderedParallel.FAST_CHUNK;
            OrderedParallel.run(inputs, settings.threads(), chunk, workers, prepared -> {
                Report report = prepared.finish();
                allSucceeded[0] &= report.status().isSuccess();
                out.write(format.render(report), prepared.item().origin(), settings.slow());
                progress.step();
            });
        }
        out.flush();
        return allSucceeded[0] ? 0 : 1;
    }

    /** An entry's work up to its step in input order, with what it needs to report a failure of that step. */
    private record Prepared(EntryTask task, InputItem item, OrderedEntryTask.Prepared rest) {
        Report finish() {
            return guarded(task, item, rest::finish, report -> report);
        }
    }

    private static Prepared prepareOne(EntryTask task, InputItem item) {
        Supplier<OrderedEntryTask.Prepared> work = task instanceof OrderedEntryTask ordered
                ? () -> ordered.prepare(item.origin(), item.entry())
                : () -> OrderedEntryTask.Prepared.done(task.run(item.origin(), item.entry()));
        return new Prepared(task, item, guarded(task, item, work, OrderedEntryTask.Prepared::done));
    }

    /**
     * The work's result, or for a failure of the work an INVALID report naming the internal error, made a
     * result by {@code failed}.
     */
    private static <T> T guarded(EntryTask task, InputItem item, Supplier<T> work, Function<Report, T> failed) {
        try {
            return work.get();
        } catch (OutputFailedException | SearchCancelledException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return failed.apply(Report.of(task.view())
                    .with(Field.FILE, item.origin().source())
                    .with(Field.LINE, item.origin().lineOrNull())
                    .status(ResultStatus.INVALID)
                    .with(
                            Field.ERROR,
                            "internal error while working on this entry (" + e + "); please report it with the entry")
                    .build());
        }
    }
}
