package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * Stored puzzles as text. {@code line}: {@code <puzzle> ER/EP/ED Level #id} (with the date for a daily
 * puzzle). {@code sdm}: the puzzle alone, one a line, as SudoCue's .sdm files and every reader take it.
 * {@code grid}: a header {@code # #id: ER/EP/ED Level, C clues, symmetry S, from SOURCE}, the boxed grid, a
 * blank line.
 */
public final class BankPuzzleText implements ReportFormat {
    private final String format;

    /** {@code line}, {@code sdm} or {@code grid}. */
    public BankPuzzleText(String format) {
        this.format = format;
    }

    @Override
    public String render(Report report) {
        Object date = report.get(Field.DATE);
        String when = date == null ? "" : " " + date;
        return switch (format) {
            case "sdm" -> report.get(Field.PUZZLE) + "\n";
            case "grid" -> "# #" + report.get(Field.ID) + when + ": " + BankLines.ratings(report) + ", "
                    + ReportText.count(ReportText.number(report, Field.CLUES), "clue") + ", symmetry "
                    + report.get(Field.SYMMETRY) + ", from " + report.get(Field.SOURCE) + "\n"
                    + ReportText.boxed(report, Field.PUZZLE, GridText.DEFAULT) + "\n";
            default -> report.get(Field.PUZZLE) + " " + BankLines.ratings(report) + " #" + report.get(Field.ID) + when
                    + "\n";
        };
    }
}
