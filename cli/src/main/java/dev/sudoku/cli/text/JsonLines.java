package dev.sudoku.cli.text;

import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;

/** {@code --format json}: one JSON object a line (JSON Lines), in the schema every command shares. */
public final class JsonLines implements ReportFormat {
    @Override
    public String render(Report report) {
        return ReportJson.write(report) + "\n";
    }
}
