package dev.sudoku.bench;

import java.util.List;

/** Formats the rating rows as a Markdown table. */
public final class RateTable {
    private RateTable() {}

    public static String format(List<RateRow> rows) {
        MarkdownTable table = new MarkdownTable()
                .text("dataset")
                .figure("puzzles")
                .figure("rated")
                .text("same ER/EP/ED")
                .figure("puzzles/s")
                .figure("median s")
                .figure("max s")
                .figure("our s")
                .figure("serate s")
                .figure("vs serate");
        for (RateRow row : rows) {
            table.row(
                    row.dataset(),
                    row.puzzles(),
                    row.rated(),
                    row.referenced() == 0 ? "-" : row.agreeing() + " of " + row.referenced(),
                    MarkdownTable.figure("%.0f", row.puzzlesPerSecond()),
                    MarkdownTable.figure("%.3f", row.medianPuzzleSeconds()),
                    MarkdownTable.figure("%.3f", row.maxPuzzleSeconds()),
                    MarkdownTable.figure("%.3f", row.ratedSeconds()),
                    MarkdownTable.figure("%.1f", row.serateSeconds()),
                    row.speedup() == 0 ? "-" : MarkdownTable.figure("%.0fx", row.speedup()));
        }
        return table.format()
                + "Rated with the se profile on one thread (thread CPU time). \"median s\" and \"max s\" are per puzzle;"
                + " \"our s\" and \"serate s\" cover the rated puzzles only; serate's times are those the file"
                + " records. A file giving ER alone is compared on ER."
                + System.lineSeparator();
    }
}
