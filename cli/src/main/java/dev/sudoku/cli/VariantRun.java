package dev.sudoku.cli;

import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.batch.BatchRun;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.SourceInputs;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What every command's {@code --variant} run shares: the classic run's loop ({@link BatchRun}) over variant
 * entries. Each entry is worked on as soon as its lines are read (a jigsaw entry is two grids), on {@code
 * --threads} threads, one report each in input order, each output whole even when the run is stopped; the
 * input is never held whole. A source that cannot be read gets a report of its own; one without a puzzle,
 * the note every command gives.
 */
final class VariantRun {
    private VariantRun() {}

    /**
     * What a command does with each entry.
     *
     * @param view the fields of its reports, which a report of an internal error has too
     * @param unreadable the report of a source that cannot be read, from the source and why
     * @param tasks the report of one entry: one task made per thread (solvers keep their working state)
     * @param success the status an entry must end with for exit code 0
     * @param slow whether an entry takes long: each output is then written out as it comes, and the entries
     *     go to the threads one by one
     */
    record Work(
            View view,
            BiFunction<Source, String, Report> unreadable,
            Supplier<BiFunction<Origin, VariantEntry, Report>> tasks,
            ResultStatus success,
            boolean slow) {}

    /** Exit code 0 when every entry ends with the work's success status, 1 otherwise. */
    static int run(
            EntryCommand command,
            InputOptions input,
            RunOptions run,
            Set<Variant> variants,
            Work work,
            ReportFormat format) {
        VariantReading reading = new VariantReading(variants);
        Supplier<Function<SourceInputs.Item<VariantEntry>, OrderedEntryTask.Prepared>> workers = () -> {
            BiFunction<Origin, VariantEntry, Report> task = work.tasks().get();
            return item -> OrderedEntryTask.Prepared.done(
                    item.unreadable()
                            ? work.unreadable().apply(item.source(), ((VariantEntry.Malformed) item.entry()).message())
                            : BatchRun.guarded(
                                    work.view(), item.origin(), () -> task.apply(item.origin(), item.entry())));
        };
        return command.runEntries(
                input.sources(),
                run,
                command.spec.name(),
                work.slow(),
                sources -> new SourceInputs<>(sources, reading, command.streams()),
                (inputs, settings, outputs) -> BatchRun.run(
                        inputs,
                        SourceInputs.Item::origin,
                        settings,
                        workers,
                        report -> report.status() == work.success(),
                        format,
                        outputs));
    }
}
