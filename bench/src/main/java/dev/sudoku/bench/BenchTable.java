package dev.sudoku.bench;

import java.util.List;

/**
 * Formats shoot-out rows as tdoku's table, plus the ratio of each row's speed to a reference row
 * measured in the same run (the only comparison that survives a noisy shared machine).
 */
public final class BenchTable {
    private BenchTable() {}

    /**
     * The table as Markdown. The ratio column compares each row with the row of {@code referenceSolver}
     * on the same dataset and thread count, when there is one.
     */
    public static String format(List<BenchRow> rows, String referenceSolver) {
        MarkdownTable table = new MarkdownTable()
                .text("dataset")
                .text("solver")
                .figure("threads")
                .figure("per run")
                .figure("puzzles/s")
                .figure("µs/puzzle")
                .figure("no guess")
                .figure("guesses/pz")
                .figure("unsolved")
                .text("vs " + referenceSolver)
                .text("vs 1 thread");
        for (BenchRow row : rows) {
            String ratio = rows.stream()
                    .filter(r -> r.dataset().equals(row.dataset())
                            && r.threads() == row.threads()
                            && r.solver().equals(referenceSolver))
                    .findFirst()
                    .map(ref -> MarkdownTable.figure("%.2fx", row.puzzlesPerSecond() / ref.puzzlesPerSecond()))
                    .orElse("");
            String scaling = row.threads() == 1
                    ? ""
                    : rows.stream()
                            .filter(r -> r.dataset().equals(row.dataset())
                                    && r.threads() == 1
                                    && r.solver().equals(row.solver()))
                            .findFirst()
                            .map(one -> MarkdownTable.figure("%.2fx", row.puzzlesPerSecond() / one.puzzlesPerSecond()))
                            .orElse("");
            table.row(
                    row.dataset(),
                    row.solver(),
                    row.threads(),
                    row.puzzles(),
                    MarkdownTable.figure("%.0f", row.puzzlesPerSecond()),
                    MarkdownTable.figure("%.2f", row.microsPerPuzzle()),
                    MarkdownTable.figure("%.1f%%", row.noGuessPercent()),
                    MarkdownTable.figure("%.2f", row.guessesPerPuzzle()),
                    row.unsolved(),
                    ratio,
                    scaling);
        }
        return table.format();
    }
}
