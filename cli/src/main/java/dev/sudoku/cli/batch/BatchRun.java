package dev.sudoku.cli.batch;

import dev.sudoku.api.EntryTask;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.PuzzleInputs;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.forcing.IdlePermits;
import java.io.PrintWriter;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs a task over every entry of the inputs and writes one report per entry, in input order, whatever
 * the thread count. An entry whose work fails unexpectedly still gets its report (INVALID, naming the
 * internal error), so one bad entry never costs the others their output; a failed write stops the run.
 * Entries that take long (explain, hint, rate) lend the threads left idle to their chaining searches
 * ({@link IdlePermits}): a single puzzle, or the last ones of a file, get the other cores too.
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
            PuzzleInputs inputs, Settings settings, Supplier<EntryTask> tasks, ReportFormat format, PrintWriter out) {
        Progress progress = settings.progress();
        boolean[] allSucceeded = {true};
        // Entry by entry, the threads idle at the end of the input (or all but one, for a single puzzle)
        // help the chaining searches of the entries still at work: at most `threads` compute at once.
        try (IdlePermits permits = new IdlePermits(settings.threads())) {
            Supplier<Function<InputItem, Report>> workers = () -> {
                EntryTask task = tasks.get();
                return item -> {
                    if (progress.isOn()) {
                        progress.working(item.origin().describe());
                    }
                    return settings.slow() ? permits.run(() -> runOne(task, item)) : runOne(task, item);
                };
            };
            int chunk = settings.slow() ? 1 : OrderedParallel.FAST_CHUNK;
            OrderedParallel.run(inputs, settings.threads(), chunk, workers, report -> {
                allSucceeded[0] &= report.status().isSuccess();
                progress.beforeOutput();
                out.print(format.render(report));
                if (settings.slow()) {
                    out.flush();
                }
                progress.afterOutput();
                progress.step();
            });
        }
        out.flush();
        return allSucceeded[0] ? 0 : 1;
    }

    private static Report runOne(EntryTask task, InputItem item) {
        try {
            return task.run(item.origin(), item.entry());
        } catch (OutputFailedException | SearchCancelledException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            return Report.of(task.view())
                    .with(Field.FILE, item.origin().source())
                    .with(Field.LINE, item.origin().lineOrNull())
                    .status(ResultStatus.INVALID)
                    .with(
                            Field.ERROR,
                            "internal error while working on this entry (" + e + "); please report it with the entry")
                    .build();
        }
    }
}
