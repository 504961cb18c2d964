package dev.sudoku.bench;

import java.util.List;
import java.util.stream.Collectors;

/** Formats the speed rows as a Markdown table and as the one line a user pastes into a report. */
public final class SpeedTable {
    private SpeedTable() {}

    public static String format(List<SpeedRow> rows) {
        MarkdownTable table = new MarkdownTable()
                .text("work (one thread)")
                .text("reference")
                .figure("ours")
                .figure("ratio")
                .text("goal")
                .text("");
        for (SpeedRow row : rows) {
            table.row(
                    row.work(),
                    row.reference(),
                    row.ours(),
                    row.ratio() == 0 ? "" : MarkdownTable.figure("%.2fx", row.ratio()),
                    row.goal(),
                    row.verdict().words());
        }
        long met = rows.stream()
                .filter(row -> row.verdict() == SpeedRow.Verdict.MET)
                .count();
        long goals = rows.stream()
                .filter(row -> row.verdict() != SpeedRow.Verdict.NO_GOAL)
                .count();
        return table.format()
                + "Ratio: how many times the reference's speed ours is (above 1: faster). The references are the"
                + " figures of tdoku, serate and QQWing measured on a 2-core machine on 2026-11-25 (see"
                + " SpeedReference); ours are from this run. Goals met: " + met + " of " + goals + "."
                + System.lineSeparator();
    }

    /** The run in one line: each row's brief, then the Java version and the cores. */
    public static String summary(List<SpeedRow> rows, String javaVersion, int cores) {
        return "sudoku speed: "
                + rows.stream()
                        .map(SpeedRow::brief)
                        .filter(brief -> !brief.isEmpty())
                        .collect(Collectors.joining(", "))
                + " (vs tdoku, serate, QQWing; JDK " + javaVersion + ", " + cores + " cores)";
    }
}
