package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.SourceInputs;
import dev.sudoku.cli.io.Streams;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.print.Preparation;
import dev.sudoku.print.VariantBookletEntry;
import dev.sudoku.print.VariantPreparer;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code print --variant}: reads each source as a stream, as the classic path does (a jigsaw entry is two
 * grids; nothing but the puzzles to print is kept, so comments or bad entries of any length cost no
 * memory), proves each puzzle has one solution and numbers those that do, in input order. Each entry left
 * out is named on {@code err} with its source, line and reason, as the classic path does.
 */
final class VariantPrintEntries {
    private VariantPrintEntries() {}

    /** @param progress stepped once per entry, its line erased around each entry named on {@code err} */
    static PrintEntries read(
            List<Source> sources, Streams streams, Set<Variant> variants, PrintWriter err, Progress progress) {
        VariantPreparer preparer = new VariantPreparer();
        List<VariantBookletEntry> entries = new ArrayList<>();
        int leftOut = 0;
        try (SourceInputs<VariantEntry> inputs = new SourceInputs<>(sources, new VariantReading(variants), streams)) {
            while (inputs.hasNext()) {
                SourceInputs.Item<VariantEntry> item = inputs.next();
                Source source = item.source();
                VariantEntry entry = item.entry();
                String problem;
                if (item.unreadable()) {
                    problem = ((VariantEntry.Malformed) entry).message();
                } else if (entry instanceof VariantEntry.Malformed bad) {
                    // Name the line at fault (a region map's line, say), not the entry's first line.
                    problem = new Origin(source.name(), bad.errorLine()).describe()
                            + (bad.column() > 0 ? ", column " + bad.column() : "") + ": " + bad.message();
                } else {
                    if (progress.isOn()) {
                        progress.working(new Origin(source.name(), entry.line()).describe());
                    }
                    Preparation made = preparer.prepare(((VariantEntry.Puzzle) entry).puzzle());
                    progress.step();
                    if (made instanceof Preparation.VariantReady ready) {
                        entries.add(ready.numbered(entries.size() + 1));
                        continue;
                    }
                    problem = new Origin(source.name(), entry.line()).describe() + ": "
                            + ((Preparation.Refused) made).reason();
                }
                leftOut++;
                leftOut(err, progress, problem);
            }
        }
        err.flush();
        return new PrintEntries(entries, leftOut);
    }

    private static void leftOut(PrintWriter err, Progress progress, String problem) {
        progress.beforeOutput();
        err.println("sudoku: " + problem + "; left out");
        err.flush();
        progress.afterOutput();
    }
}
