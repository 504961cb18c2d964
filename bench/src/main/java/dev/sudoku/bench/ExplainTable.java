package dev.sudoku.bench;

import java.util.List;

/** Formats the explain rows as a Markdown table, with the reference figures the goal is stated against. */
public final class ExplainTable {
    private ExplainTable() {}

    public static String format(List<ExplainRow> rows) {
        MarkdownTable table = new MarkdownTable()
                .text("dataset")
                .text("profile")
                .figure("puzzles")
                .figure("steps/pz")
                .figure("helpers")
                .figure("median s")
                .figure("max s")
                .figure("wall median s")
                .figure("wall max s")
                .figure("slowest step s")
                .figure("steps >= " + ExplainBench.HINT_GOAL)
                .figure("first hint max ms")
                .text("slowest at");
        for (ExplainRow row : rows) {
            table.row(
                    row.dataset(),
                    row.profile(),
                    row.puzzles(),
                    MarkdownTable.figure("%.1f", row.stepsPerPuzzle()),
                    row.helpers(),
                    MarkdownTable.figure("%.3f", row.medianSeconds()),
                    MarkdownTable.figure("%.3f", row.maxSeconds()),
                    MarkdownTable.figure("%.3f", row.medianWallSeconds()),
                    MarkdownTable.figure("%.3f", row.maxWallSeconds()),
                    MarkdownTable.figure("%.3f", row.slowestStepSeconds()),
                    row.slowSteps() + " of " + row.steps(),
                    MarkdownTable.figure("%.1f", row.maxHintSeconds() * 1000),
                    row.slowest().text());
        }
        return table.format()
                + "One puzzle at a time on one thread, after warm-up; \"median s\" and \"max s\" are per puzzle"
                + " (thread CPU time, each puzzle's median over the runs), the wall columns likewise in wall time."
                + " \"slowest step s\" is the longest any one step took (each step's median over the runs), what a"
                + " hint costs at the hardest position met, and \"steps >= " + ExplainBench.HINT_GOAL
                + "\" how many steps took as long as a hint may; \"first hint\" is the hint"
                + " of each puzzle as given; \"slowest at\" names the file lines of the slowest puzzle, of the"
                + " slowest step (with its number on the path) and of the slowest first hint. With helpers"
                + " (threads lent to each search step, as the server lends its idle workers), the step and hint"
                + " columns are wall time."
                + System.lineSeparator()
                + "Reference (2026-11-25, the command line, every 37th puzzle of forum_hardest_1106.txt, wall): 7.8 to"
                + " 34 s a puzzle, median 12.8 s. Goal: median under 2 s, none over 5 s; a hint under "
                + ExplainBench.HINT_GOAL + "."
                + System.lineSeparator();
    }
}
