package dev.sudoku.bench;

import java.util.List;

/** Formats the logical solver's rows as a Markdown table. */
public final class LogicTable {
    private LogicTable() {}

    public static String format(List<LogicRow> rows) {
        MarkdownTable table = new MarkdownTable()
                .text("dataset")
                .text("profile")
                .figure("per run")
                .figure("puzzles/s")
                .figure("µs/puzzle")
                .figure("no guess")
                .figure("steps/pz")
                .figure("guesses/pz")
                .figure("unsolved")
                .text("vs exact");
        for (LogicRow row : rows) {
            table.row(
                    row.dataset(),
                    row.profile(),
                    row.puzzles(),
                    MarkdownTable.figure("%.0f", row.puzzlesPerSecond()),
                    MarkdownTable.figure("%.1f", row.puzzles() == 0 ? 0 : row.seconds() * 1e6 / row.puzzles()),
                    MarkdownTable.figure("%.1f%%", row.noGuessPercent()),
                    MarkdownTable.figure("%.1f", row.stepsPerPuzzle()),
                    MarkdownTable.figure("%.2f", row.guessesPerPuzzle()),
                    row.unsolved(),
                    MarkdownTable.figure("%.1fx slower", row.slowdown()));
        }
        return table.format()
                + "Full path: the exact uniqueness check, the profile's techniques, then guessing where logic stops;"
                + " one thread, thread CPU time; \"vs exact\" compares with the exact solver on the same"
                + " puzzles in the same run."
                + System.lineSeparator();
    }
}
