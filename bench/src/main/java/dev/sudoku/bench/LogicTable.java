package dev.sudoku.bench;

import java.util.List;
import java.util.Locale;

/** Formats the logical solver's rows as a Markdown table. */
public final class LogicTable {
    private LogicTable() {}

    public static String format(List<LogicRow> rows) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "| %-34s | %-11s | %8s | %10s | %10s | %9s | %9s | %10s | %8s | %-13s |%n",
                "dataset",
                "profile",
                "per run",
                "puzzles/s",
                "µs/puzzle",
                "no guess",
                "steps/pz",
                "guesses/pz",
                "unsolved",
                "vs exact"));
        out.append("|").append("-".repeat(36)).append("|").append("-".repeat(13));
        out.append(
                "|---------:|-----------:|-----------:|----------:|----------:|-----------:|---------:|---------------|");
        out.append(System.lineSeparator());
        for (LogicRow row : rows) {
            out.append(String.format(
                    Locale.ROOT,
                    "| %-34s | %-11s | %8d | %10.0f | %10.1f | %8.1f%% | %9.1f | %10.2f | %8d | %-13s |%n",
                    row.dataset(),
                    row.profile(),
                    row.puzzles(),
                    row.puzzlesPerSecond(),
                    row.puzzles() == 0 ? 0 : row.seconds() * 1e6 / row.puzzles(),
                    row.noGuessPercent(),
                    row.stepsPerPuzzle(),
                    row.guessesPerPuzzle(),
                    row.unsolved(),
                    String.format(Locale.ROOT, "%.1fx slower", row.slowdown())));
        }
        out.append(String.format(
                Locale.ROOT,
                "Full path: the exact uniqueness check, the profile's techniques, then guessing where logic stops;"
                        + " one thread, thread CPU time; \"vs exact\" compares with the exact solver on the same"
                        + " puzzles in the same run.%n"));
        return out.toString();
    }
}
