package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.Streams;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * {@code explain --variant} and {@code rate --variant}: reads each source whole, runs the task on its
 * entries in order on the calling thread and writes one report each, as {@code solve --variant} does.
 */
final class VariantLogicRun {
    private VariantLogicRun() {}

    /**
     * Exit code 0 when every entry ends with {@code success}, 1 otherwise.
     *
     * @param command the command as typed ({@code sudoku rate}), which starts the line said when the run is stopped
     */
    static int run(
            String command,
            List<Source> sources,
            Streams streams,
            Set<Variant> variants,
            View view,
            BiFunction<Origin, VariantEntry, Report> task,
            ResultStatus success,
            ReportFormat format,
            PrintWriter out,
            PrintWriter err) {
        VariantRun.Work work = new VariantRun.Work(
                (source, problem) -> Report.of(view)
                        .with(Field.FILE, source.name())
                        .with(Field.VARIANT, Variant.label(variants))
                        .status(ResultStatus.INVALID)
                        .with(Field.ERROR, problem)
                        .build(),
                task,
                success,
                true);
        return VariantRun.run(command, sources, streams, variants, work, format, out, err);
    }
}
