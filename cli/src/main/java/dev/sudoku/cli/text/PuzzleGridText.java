package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import java.util.Optional;

/**
 * {@code --format grid} of the commands whose line is about the puzzle as given ({@code rate}, {@code
 * validate}): the header {@code # file, line N: STATUS[: reason]}, the command's own line for an entry
 * that succeeded (when it says more than the header), the puzzle as a boxed grid, then a blank line.
 */
public final class PuzzleGridText implements ReportFormat {
    private final GridText text;
    private final Optional<ReportFormat> line;

    /** {@code line}: what the command's line format says of a success, shown under the header; else none. */
    public PuzzleGridText(GridText text, Optional<ReportFormat> line) {
        this.text = text;
        this.line = line;
    }

    @Override
    public String render(Report report) {
        StringBuilder out = new StringBuilder(ReportText.header(report)).append('\n');
        if (report.get(Field.ERROR) == null) {
            line.ifPresent(format -> out.append(format.render(report)));
        }
        return out.append(ReportText.boxed(report, Field.PUZZLE, text))
                .append('\n')
                .toString();
    }
}
