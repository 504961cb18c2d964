package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;

/**
 * {@code hint} as text. {@code line}: the hint at the level asked for, or {@code STATUS: reason} when there
 * is none (a hint on a puzzle with several solutions says so after it). {@code grid}: the header {@code #
 * file, line N: STATUS[: reason]}, the hint, and the position it is about (the givens as a boxed grid, or
 * the player's candidates as pencil marks), then a blank line.
 */
public final class HintLines implements ReportFormat {
    private final boolean grid;
    private final GridDrawing drawing;

    public HintLines(boolean grid, GridText text) {
        this(grid, GridDrawing.boxed(text));
    }

    /** With {@code grid}, the grids drawn by {@code drawing} (a variant's, beside its regions and marks). */
    public HintLines(boolean grid, GridDrawing drawing) {
        this.grid = grid;
        this.drawing = drawing;
    }

    @Override
    public String render(Report report) {
        String hint = (String) report.get(Field.HINT);
        if (!grid) {
            if (hint == null) {
                return report.status() == ResultStatus.SOLVED
                        ? "SOLVED: the grid is already full, nothing to hint\n"
                        : ReportText.problem(report) + "\n";
            }
            Object error = report.get(Field.ERROR);
            return hint + (error == null ? "" : " (" + report.status() + ": " + error + ")") + "\n";
        }
        StringBuilder out = new StringBuilder(ReportText.header(report)).append('\n');
        if (hint != null) {
            out.append(hint).append('\n');
        }
        if (report.get(Field.CANDIDATES) != null) {
            out.append(drawing.position(report));
        } else if (report.get(Field.PUZZLE) != null) {
            out.append(drawing.cells(report, Field.PUZZLE));
        }
        return out.append('\n').toString();
    }
}
