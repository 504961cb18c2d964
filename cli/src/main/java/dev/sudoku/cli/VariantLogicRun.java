package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.VariantEntries;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.SourceText;
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

    /** Exit code 0 when every entry ends with {@code success}, 1 otherwise. */
    static int run(
            List<Source> sources,
            Streams streams,
            Set<Variant> variants,
            View view,
            BiFunction<Origin, VariantEntry, Report> task,
            ResultStatus success,
            ReportFormat format,
            PrintWriter out,
            PrintWriter err) {
        VariantEntries reader = new VariantEntries(variants);
        boolean allDone = true;
        for (Source source : sources) {
            SourceText text = SourceText.read(source, streams);
            if (text.problem() != null) {
                allDone = false;
                out.print(format.render(Report.of(view)
                        .with(Field.FILE, source.name())
                        .with(Field.VARIANT, Variant.label(variants))
                        .status(ResultStatus.INVALID)
                        .with(Field.ERROR, text.problem())
                        .build()));
                continue;
            }
            List<VariantEntry> entries = reader.read(text.text());
            if (entries.isEmpty()) {
                err.println(EntryCommand.noPuzzles(source));
                err.flush();
            }
            for (VariantEntry entry : entries) {
                Report report = task.apply(new Origin(source.name(), entry.line()), entry);
                allDone &= report.status() == success;
                out.print(format.render(report));
                out.flush();
            }
        }
        out.flush();
        return allDone ? ExitCodes.OK : ExitCodes.FAILURE;
    }
}
