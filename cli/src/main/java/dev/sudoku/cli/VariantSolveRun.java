package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantSolveTask;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.solve.SolveLimits;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * {@code solve --variant}: each entry solved as it is read ({@link VariantRun}), one report each, in input
 * order, on {@code --threads} threads.
 */
final class VariantSolveRun {
    private VariantSolveRun() {}

    /**
     * What solves each entry: the view and {@code mode} word of its reports (for a source that cannot be
     * read) and the task itself, one made per thread.
     *
     * @param slow whether an entry takes long (the logic modes): its output is then written out at once
     */
    record Task(View view, String mode, Supplier<BiFunction<Origin, VariantEntry, Report>> solve, boolean slow) {}

    /** The exact solver's count: exit code 0 when every entry is solved with one solution, 1 otherwise. */
    static int run(
            EntryCommand command,
            InputOptions input,
            RunOptions run,
            Set<Variant> variants,
            SolveLimits limits,
            ReportFormat format) {
        Supplier<BiFunction<Origin, VariantEntry, Report>> tasks = () -> new VariantSolveTask(variants, limits)::run;
        return run(command, input, run, variants, new Task(View.SOLVE_VARIANT, "exact", tasks, false), format);
    }

    /** Any task: exit code 0 when every entry is SOLVED, 1 otherwise. */
    static int run(
            EntryCommand command,
            InputOptions input,
            RunOptions run,
            Set<Variant> variants,
            Task task,
            ReportFormat format) {
        VariantRun.Work work = new VariantRun.Work(
                task.view(),
                (source, problem) -> unreadable(source, variants, task, problem),
                task.solve(),
                ResultStatus.SOLVED,
                task.slow());
        return VariantRun.run(command, input, run, variants, work, format);
    }

    private static Report unreadable(Source source, Set<Variant> variants, Task task, String problem) {
        return Report.of(task.view())
                .with(Field.FILE, source.name())
                .with(Field.MODE, task.mode())
                .with(Field.VARIANT, Variant.label(variants))
                .status(ResultStatus.INVALID)
                .with(Field.ERROR, problem)
                .build();
    }
}
