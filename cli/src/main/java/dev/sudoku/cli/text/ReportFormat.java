package dev.sudoku.cli.text;

import dev.sudoku.api.json.Report;

/** How a command writes one report as text: one line, a boxed grid, a template, or JSON. */
@FunctionalInterface
public interface ReportFormat {
    /** The text of one report, ending with a line end. */
    String render(Report report);
}
