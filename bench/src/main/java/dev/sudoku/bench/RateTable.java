package dev.sudoku.bench;

import java.util.List;
import java.util.Locale;

/** Formats the rating rows as a Markdown table. */
public final class RateTable {
    private RateTable() {}

    public static String format(List<RateRow> rows) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "| %-44s | %7s | %7s | %-17s | %10s | %10s | %10s | %10s | %12s | %10s |%n",
                "dataset",
                "puzzles",
                "rated",
                "same ER/EP/ED",
                "puzzles/s",
                "median s",
                "max s",
                "our s",
                "serate s",
                "vs serate"));
        out.append("|").append("-".repeat(46));
        out.append("|--------:|--------:|-------------------|-----------:|-----------:|-----------:|-----------:|");
        out.append("-------------:|-----------:|");
        out.append(System.lineSeparator());
        for (RateRow row : rows) {
            String same = row.referenced() == 0
                    ? "-"
                    : String.format(Locale.ROOT, "%d of %d", row.agreeing(), row.referenced());
            out.append(String.format(
                    Locale.ROOT,
                    "| %-44s | %7d | %7d | %-17s | %10.0f | %10.3f | %10.3f | %10.3f | %12.1f | %10s |%n",
                    row.dataset(),
                    row.puzzles(),
                    row.rated(),
                    same,
                    row.puzzlesPerSecond(),
                    row.medianPuzzleSeconds(),
                    row.maxPuzzleSeconds(),
                    row.ratedSeconds(),
                    row.serateSeconds(),
                    row.speedup() == 0 ? "-" : String.format(Locale.ROOT, "%.0fx", row.speedup())));
        }
        out.append(String.format(
                Locale.ROOT,
                "Rated with the se profile on one thread (thread CPU time). \"median s\" and \"max s\" are per puzzle;"
                        + " \"our s\" and \"serate s\" cover the rated puzzles only; serate's times are those the file"
                        + " records.%n"));
        return out.toString();
    }
}
