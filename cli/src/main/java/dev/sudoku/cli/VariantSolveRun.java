package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantSolveTask;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.Streams;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.solve.SolveLimits;
import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * {@code solve --variant}: reads each source whole (a jigsaw entry is two grids), solves its entries in
 * order on the calling thread and writes one report each. Variant files are small next to the classic
 * corpora, so this path has no worker pool.
 */
final class VariantSolveRun {
    private VariantSolveRun() {}

    /**
     * What solves each entry: the view and {@code mode} word of its reports (for a source that cannot be
     * read) and the task itself.
     */
    record Task(View view, String mode, BiFunction<Origin, VariantEntry, Report> solve) {}

    /** The exact solver's count: exit code 0 when every entry is solved with one solution, 1 otherwise. */
    static int run(
            String command,
            List<Source> sources,
            Streams streams,
            Set<Variant> variants,
            SolveLimits limits,
            ReportFormat format,
            PrintWriter out,
            PrintWriter err) {
        VariantSolveTask task = new VariantSolveTask(variants, limits);
        return run(
                command,
                sources,
                streams,
                variants,
                new Task(View.SOLVE_VARIANT, "exact", task::run),
                format,
                out,
                err);
    }

    /** Any task: exit code 0 when every entry is SOLVED, 1 otherwise. */
    static int run(
            String command,
            List<Source> sources,
            Streams streams,
            Set<Variant> variants,
            Task task,
            ReportFormat format,
            PrintWriter out,
            PrintWriter err) {
        VariantRun.Work work = new VariantRun.Work(
                (source, problem) -> unreadable(source, variants, task, problem),
                task.solve(),
                ResultStatus.SOLVED,
                false);
        return VariantRun.run(command, sources, streams, variants, work, format, out, err);
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
