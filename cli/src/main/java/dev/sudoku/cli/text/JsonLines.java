package dev.sudoku.cli.text;

import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;

/**
 * {@code --format json}: one JSON object a line (JSON Lines), in the schema every command shares; an INVALID
 * entry's {@code error} begins with its line, as the line format's reason does.
 */
public final class JsonLines implements ReportFormat {
    @Override
    public String render(Report report) {
        return ReportJson.write(report.withLineInError()) + "\n";
    }
}
