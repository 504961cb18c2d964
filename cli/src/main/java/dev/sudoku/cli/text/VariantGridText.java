package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;

/**
 * {@code solve --variant --format grid}: the header line, then the solution (or, without one, the puzzle)
 * as N rows of N cells; a jigsaw's region map stands to the right of the rows, so each cell's region can
 * be read across. A blank line ends each entry.
 */
public final class VariantGridText implements ReportFormat {
    @Override
    public String render(Report report) {
        StringBuilder out = new StringBuilder(ReportText.header(report)).append('\n');
        String cells =
                (String) (report.get(Field.SOLUTION) != null ? report.get(Field.SOLUTION) : report.get(Field.PUZZLE));
        if (cells != null) {
            String regions = (String) report.get(Field.REGIONS);
            int side = (int) Math.round(Math.sqrt(cells.length()));
            for (int row = 0; row < side; row++) {
                out.append(spaced(cells, row, side));
                if (regions != null) {
                    out.append("    ").append(spaced(regions, row, side));
                }
                out.append('\n');
            }
        }
        return out.append('\n').toString();
    }

    private static String spaced(String line, int row, int side) {
        StringBuilder cells = new StringBuilder(2 * side);
        for (int col = 0; col < side; col++) {
            cells.append(col == 0 ? "" : " ").append(line.charAt(row * side + col));
        }
        return cells.toString();
    }
}
