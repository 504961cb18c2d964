package dev.sudoku.cli.text;

import dev.sudoku.api.json.ConflictJson;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import java.util.List;

/**
 * {@code validate} as text, one line per entry: {@code VALID}, {@code INVALID: 5 in row 3 (r3c1, r3c7); ...}
 * naming every conflict, or {@code INVALID: reason} for an entry that could not be read.
 */
public final class ValidateLines implements ReportFormat {
    @Override
    public String render(Report report) {
        if (report.status() == ResultStatus.VALID) {
            return "VALID\n";
        }
        @SuppressWarnings("unchecked")
        List<ConflictJson> conflicts = (List<ConflictJson>) report.get(Field.CONFLICTS);
        if (conflicts == null || conflicts.isEmpty()) {
            return ReportText.problem(report) + "\n";
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < conflicts.size(); i++) {
            ConflictJson conflict = conflicts.get(i);
            line.append(i == 0 ? "" : "; ")
                    .append(conflict.digit())
                    .append(" in ")
                    .append(conflict.house())
                    .append(" (")
                    .append(String.join(", ", conflict.cells()))
                    .append(')');
        }
        return report.status() + ": " + report.withLine(line.toString()) + "\n";
    }
}
