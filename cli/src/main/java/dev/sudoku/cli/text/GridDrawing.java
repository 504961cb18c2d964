package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * How the grid format draws a report's grids: a classic grid boxed, a variant's as its rows beside its
 * region map, marks, cages and bars ({@link VariantGridText}). Each drawing ends with a line end, or is
 * empty when the report has no such grid.
 */
public interface GridDrawing {
    /** The cells of {@code field} (the puzzle, the solution). */
    String cells(Report report, Field field);

    /** The position reached: its candidates where they can be drawn, else its values. */
    String position(Report report);

    /** Classic grids, boxed, their digits written with {@code text}'s symbols. */
    static GridDrawing boxed(GridText text) {
        return new GridDrawing() {
            @Override
            public String cells(Report report, Field field) {
                return ReportText.boxed(report, field, text);
            }

            @Override
            public String position(Report report) {
                return ReportText.position(report, text);
            }
        };
    }
}
