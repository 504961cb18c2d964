package dev.sudoku.bench;

import java.util.List;

/**
 * Formats the generation rows as a Markdown table, with each row's cost per puzzle as a multiple of the
 * reference row of the same run (minimal 9x9 puzzles without a rating), the comparison that survives a
 * noisy shared machine.
 */
public final class GenerateTable {
    private GenerateTable() {}

    public static String format(List<GenerateRow> rows, GenerateRow reference) {
        MarkdownTable table = new MarkdownTable()
                .text("size")
                .text("level")
                .text("band")
                .figure("puzzles")
                .figure("puzzles/s")
                .figure("ms/puzzle")
                .figure("accepted")
                .figure("grids/pz")
                .figure("clues")
                .figure("timeouts")
                .text("vs reference");
        for (GenerateRow row : rows) {
            double ratio = reference.millisPerPuzzle() == 0 ? 0 : row.millisPerPuzzle() / reference.millisPerPuzzle();
            table.row(
                    row.side() + "x" + row.side() + " " + row.shape(),
                    row.what(),
                    row.band(),
                    row.puzzles(),
                    MarkdownTable.figure("%.1f", row.puzzlesPerSecond()),
                    MarkdownTable.figure("%.2f", row.millisPerPuzzle()),
                    MarkdownTable.figure("%.1f%%", row.acceptedPercent()),
                    MarkdownTable.figure("%.1f", row.gridsPerPuzzle()),
                    MarkdownTable.figure("%.1f", row.cluesPerPuzzle()),
                    row.timeouts(),
                    MarkdownTable.figure("%.1fx", ratio));
        }
        return table.format()
                + "One thread, thread CPU time per puzzle, no symmetry. \"accepted\": puzzles kept per candidate rated;"
                + " \"vs reference\": cost per puzzle as a multiple of the first row's (minimal puzzles,"
                + " not rated)."
                + System.lineSeparator();
    }
}
