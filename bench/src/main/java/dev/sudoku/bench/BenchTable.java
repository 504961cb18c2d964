package dev.sudoku.bench;

import java.util.List;
import java.util.Locale;

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
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "| %-34s | %-10s | %7s | %8s | %12s | %10s | %9s | %11s | %8s | %-9s | %-10s |%n",
                "dataset",
                "solver",
                "threads",
                "per run",
                "puzzles/s",
                "µs/puzzle",
                "no guess",
                "guesses/pz",
                "unsolved",
                "vs " + referenceSolver,
                "vs 1 thread"));
        out.append("|")
                .append("-".repeat(36))
                .append("|")
                .append("-".repeat(12))
                .append("|---------:|----------:|")
                .append("-------------:|-----------:|----------:|------------:|---------:|-----------|------------|")
                .append(System.lineSeparator());
        for (BenchRow row : rows) {
            String ratio = rows.stream()
                    .filter(r -> r.dataset().equals(row.dataset())
                            && r.threads() == row.threads()
                            && r.solver().equals(referenceSolver))
                    .findFirst()
                    .map(ref -> String.format(Locale.ROOT, "%.2fx", row.puzzlesPerSecond() / ref.puzzlesPerSecond()))
                    .orElse("");
            String scaling = row.threads() == 1
                    ? ""
                    : rows.stream()
                            .filter(r -> r.dataset().equals(row.dataset())
                                    && r.threads() == 1
                                    && r.solver().equals(row.solver()))
                            .findFirst()
                            .map(one -> String.format(
                                    Locale.ROOT, "%.2fx", row.puzzlesPerSecond() / one.puzzlesPerSecond()))
                            .orElse("");
            out.append(String.format(
                    Locale.ROOT,
                    "| %-34s | %-10s | %7d | %8d | %12.0f | %10.2f | %8.1f%% | %11.2f | %8d | %-9s | %-10s |%n",
                    row.dataset(),
                    row.solver(),
                    row.threads(),
                    row.puzzles(),
                    row.puzzlesPerSecond(),
                    row.microsPerPuzzle(),
                    row.noGuessPercent(),
                    row.guessesPerPuzzle(),
                    row.unsolved(),
                    ratio,
                    scaling));
        }
        return out.toString();
    }
}
