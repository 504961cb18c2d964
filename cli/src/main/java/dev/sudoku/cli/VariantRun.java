package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.VariantEntries;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.WholeOutputs;
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
 * What every command's {@code --variant} run shares: each source read whole (a jigsaw entry is two grids),
 * its entries worked on in order on the calling thread, one report each, and each output whole even when the
 * run is stopped ({@link WholeOutputs}). A source that cannot be read gets a report of its own; one without
 * a puzzle, the note every command gives.
 */
final class VariantRun {
    private VariantRun() {}

    /**
     * What a command does with each entry.
     *
     * @param unreadable the report of a source that cannot be read, from the source and why
     * @param task the report of one entry
     * @param success the status an entry must end with for exit code 0
     * @param flushEach whether each output is written out as it comes (slow work), else once per source
     */
    record Work(
            BiFunction<Source, String, Report> unreadable,
            BiFunction<Origin, VariantEntry, Report> task,
            ResultStatus success,
            boolean flushEach) {}

    /**
     * Exit code 0 when every entry ends with the work's success status, 1 otherwise.
     *
     * @param command the command as typed ({@code sudoku rate}), which starts the line said when the run is stopped
     */
    static int run(
            String command,
            List<Source> sources,
            Streams streams,
            Set<Variant> variants,
            Work work,
            ReportFormat format,
            PrintWriter out,
            PrintWriter err) {
        VariantEntries reader = new VariantEntries(variants);
        boolean allDone = true;
        try (WholeOutputs outputs = WholeOutputs.watch(out, err, command, Progress.start(command, -1, false, ""))) {
            for (Source source : sources) {
                SourceText text = SourceText.read(source, streams);
                if (text.problem() != null) {
                    allDone = false;
                    Report unreadable = work.unreadable().apply(source, text.problem());
                    outputs.write(format.render(unreadable), new Origin(source.name(), 0), work.flushEach());
                    continue;
                }
                List<VariantEntry> entries = reader.read(text.text());
                if (entries.isEmpty()) {
                    err.println(EntryCommand.noPuzzles(source));
                    err.flush();
                }
                for (VariantEntry entry : entries) {
                    Origin origin = new Origin(source.name(), entry.line());
                    Report report = work.task().apply(origin, entry);
                    allDone &= report.status() == work.success();
                    outputs.write(format.render(report), origin, work.flushEach());
                }
                outputs.flush();
            }
        }
        out.flush();
        return allDone ? ExitCodes.OK : ExitCodes.FAILURE;
    }
}
