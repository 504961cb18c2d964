package dev.sudoku.cli.text;

import dev.sudoku.api.json.ConflictJson;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code validate} as text, one line per entry: {@code VALID}, {@code INVALID: line 4: digit 5 appears twice in
 * row 3: r3c1 and r3c7; ...} naming every conflict in the words solve uses for the first, or {@code INVALID:
 * reason} for an entry that could not be read.
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
        String line = conflicts.stream().map(ConflictJson::message).collect(Collectors.joining("; "));
        return report.status() + ": " + report.withLine(line) + "\n";
    }
}
