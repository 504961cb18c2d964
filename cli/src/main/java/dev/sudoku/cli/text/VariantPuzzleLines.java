package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * {@code generate --variant --format line}: the puzzle as {@code solve --variant} reads it back: its line
 * of cells, then for jigsaw the region map's line, for odd/even the marks' line, for killer the cage map's
 * line and the sums' line, for consecutive the bars' line: the order the reader takes them in.
 */
public final class VariantPuzzleLines implements ReportFormat {
    @Override
    public String render(Report report) {
        StringBuilder lines =
                new StringBuilder().append(report.get(Field.PUZZLE)).append('\n');
        for (Field extra : new Field[] {Field.REGIONS, Field.MARKS, Field.CAGES, Field.SUMS, Field.BARS}) {
            if (report.get(extra) != null) {
                lines.append(report.get(extra)).append('\n');
            }
        }
        return lines.toString();
    }
}
