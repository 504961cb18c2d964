package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * {@code generate --variant --format line}: the puzzle as {@code solve --variant} reads it back: its line
 * of cells, then for jigsaw the region map's line, then for odd/even the marks' line.
 */
public final class VariantPuzzleLines implements ReportFormat {
    @Override
    public String render(Report report) {
        StringBuilder lines =
                new StringBuilder().append(report.get(Field.PUZZLE)).append('\n');
        for (Field extra : new Field[] {Field.REGIONS, Field.MARKS}) {
            if (report.get(extra) != null) {
                lines.append(report.get(extra)).append('\n');
            }
        }
        return lines.toString();
    }
}
