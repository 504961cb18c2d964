package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.logic.rating.Rating;

/**
 * {@code generate} as text. {@code line}: the puzzle only, ready for any other command. {@code grid}: a
 * header {@code # puzzle N: ER/EP/ED Level, C clues, symmetry S, seed X}, the boxed grid, a blank line.
 */
public final class GenerateText implements ReportFormat {
    private final boolean grid;
    private final GridText text;

    public GenerateText(boolean grid, GridText text) {
        this.grid = grid;
        this.text = text;
    }

    @Override
    public String render(Report report) {
        if (!grid) {
            return report.get(Field.PUZZLE) + "\n";
        }
        Object symmetry = report.get(Field.SYMMETRY);
        return "# puzzle " + report.get(Field.INDEX) + ": " + rating(report) + ", "
                + ReportText.count(ReportText.number(report, Field.CLUES), "clue") + ", "
                + (symmetry == null ? "clue pattern" : "symmetry " + symmetry) + ", seed " + report.get(Field.SEED)
                + "\n" + ReportText.boxed(report, Field.PUZZLE, text) + "\n";
    }

    /** A generated puzzle's rating as its grid header gives it, {@code ER/EP/ED Level}, or {@code not rated}. */
    static String rating(Report report) {
        Object er = report.get(Field.ER);
        return er == null
                ? "not rated"
                : Rating.format((Double) er) + "/" + Rating.format((Double) report.get(Field.EP)) + "/"
                        + Rating.format((Double) report.get(Field.ED)) + " " + report.get(Field.LEVEL);
    }
}
