package dev.sudoku.bench;

import java.util.List;
import java.util.Locale;

/**
 * Formats the generation rows as a Markdown table, with each row's cost per puzzle as a multiple of the
 * reference row of the same run (minimal 9x9 puzzles without a rating), the comparison that survives a
 * noisy shared machine.
 */
public final class GenerateTable {
    private GenerateTable() {}

    public static String format(List<GenerateRow> rows, GenerateRow reference) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "| %-11s | %-10s | %-10s | %7s | %11s | %10s | %8s | %8s | %6s | %8s | %-12s |%n",
                "size",
                "level",
                "band",
                "puzzles",
                "puzzles/s",
                "ms/puzzle",
                "accepted",
                "grids/pz",
                "clues",
                "timeouts",
                "vs reference"));
        out.append("|-------------|------------|------------|--------:|------------:|-----------:|---------:|");
        out.append("---------:|-------:|---------:|--------------|").append(System.lineSeparator());
        for (GenerateRow row : rows) {
            double ratio = reference.millisPerPuzzle() == 0 ? 0 : row.millisPerPuzzle() / reference.millisPerPuzzle();
            out.append(String.format(
                    Locale.ROOT,
                    "| %-11s | %-10s | %-10s | %7d | %11.1f | %10.2f | %7.1f%% | %8.1f | %6.1f | %8d | %-12s |%n",
                    row.side() + "x" + row.side() + " " + row.shape(),
                    row.what(),
                    row.band(),
                    row.puzzles(),
                    row.puzzlesPerSecond(),
                    row.millisPerPuzzle(),
                    row.acceptedPercent(),
                    row.gridsPerPuzzle(),
                    row.cluesPerPuzzle(),
                    row.timeouts(),
                    String.format(Locale.ROOT, "%.1fx", ratio)));
        }
        out.append(String.format(
                Locale.ROOT,
                "One thread, thread CPU time per puzzle, no symmetry. \"accepted\": puzzles kept per candidate rated;"
                        + " \"vs reference\": cost per puzzle as a multiple of the first row's (minimal puzzles,"
                        + " not rated).%n"));
        return out.toString();
    }
}
