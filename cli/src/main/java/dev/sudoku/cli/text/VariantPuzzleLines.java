package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * {@code generate --variant --format line}: the puzzle as {@code solve --variant} reads it back: its line
 * of cells, then for jigsaw the region map's line.
 */
public final class VariantPuzzleLines implements ReportFormat {
    @Override
    public String render(Report report) {
        String regions = (String) report.get(Field.REGIONS);
        return report.get(Field.PUZZLE) + "\n" + (regions == null ? "" : regions + "\n");
    }
}
