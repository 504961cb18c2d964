package dev.sudoku.bench;

import java.util.List;
import java.util.stream.Collectors;

/** Formats the speed rows as a Markdown table and as the one line a user pastes into a report. */
public final class SpeedTable {
    private SpeedTable() {}

    public static String format(SpeedRun run) {
        List<SpeedRow> rows = run.rows();
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
                + " SpeedReference)" + (run.qqwingMillisHere().isPresent() ? ", but QQWing's, timed in this run" : "")
                + "; ours are from this run. Goals met: " + met + " of " + goals + "."
                + System.lineSeparator()
                + machine(run);
    }

    /**
     * How this machine compares with the one the fixed figures were taken on, by QQWing's speed on both, when
     * it ran here: a fixed figure says less the further this is from 1.
     */
    private static String machine(SpeedRun run) {
        if (run.machineSpeed().isEmpty()) {
            return "QQWing could not be run here, so how this machine compares with the reference machine is not"
                    + " known." + System.lineSeparator();
        }
        return MarkdownTable.figure(
                        "This machine ran QQWing at %.2fx the reference machine's speed (%.2f ms a minimal puzzle"
                                + " against %.2f ms): the fixed tdoku and serate figures would be about that much"
                                + " faster here (above 1) or slower (below 1).",
                        run.machineSpeed().getAsDouble(),
                        run.qqwingMillisHere().getAsDouble(),
                        SpeedReference.QQWING_MINIMAL_MILLIS)
                + System.lineSeparator();
    }

    /**
     * The run in one line: each row's brief, then the Java version, the cores and, when QQWing ran, this
     * machine's speed against the reference machine's.
     */
    public static String summary(SpeedRun run, String javaVersion, int cores) {
        String machine = run.machineSpeed().isPresent()
                ? MarkdownTable.figure(
                        ", QQWing here %.2fx the reference machine",
                        run.machineSpeed().getAsDouble())
                : "";
        return "sudoku speed: "
                + run.rows().stream()
                        .map(SpeedRow::brief)
                        .filter(brief -> !brief.isEmpty())
                        .collect(Collectors.joining(", "))
                + " (vs tdoku, serate, QQWing; JDK " + javaVersion + ", " + cores + " cores" + machine + ")";
    }
}
