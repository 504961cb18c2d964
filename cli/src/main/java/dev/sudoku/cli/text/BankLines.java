package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.logic.rating.Rating;

/**
 * The bank's per-entry reports as one line each. {@code import}: {@code STORED #12 4.4/1.5/1.2 Difficult},
 * {@code DUPLICATE of #12 ...}, or {@code MULTIPLE: reason}. {@code find}: {@code FOUND #12 <stored puzzle>
 * 4.4/1.5/1.2 Difficult; <mapping>} or {@code MISSING: reason}.
 */
public final class BankLines implements ReportFormat {
    @Override
    public String render(Report report) {
        return switch (report.status()) {
            case STORED -> "STORED #" + report.get(Field.ID) + " " + ratings(report) + "\n";
            case DUPLICATE -> "DUPLICATE of #" + report.get(Field.ID) + " " + ratings(report) + "\n";
            case FOUND -> "FOUND #" + report.get(Field.ID) + " " + report.get(Field.STORED) + " " + ratings(report)
                    + "; " + report.get(Field.MAPPING) + "\n";
            default -> ReportText.problem(report) + "\n";
        };
    }

    /** {@code ER/EP/ED Level}, as rate prints them. */
    static String ratings(Report report) {
        return Rating.format((Double) report.get(Field.ER)) + "/" + Rating.format((Double) report.get(Field.EP)) + "/"
                + Rating.format((Double) report.get(Field.ED)) + " " + report.get(Field.LEVEL);
    }
}
