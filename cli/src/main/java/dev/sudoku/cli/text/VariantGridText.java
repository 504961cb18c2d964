package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.VariantText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code solve --variant --format grid}: the header line, then the solution (or, without one, the puzzle)
 * as N rows of N cells, or a samurai's 21 x 21 picture; a jigsaw's region map stands to the right of the rows, so each cell's region can
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
            List<String> rows = picture(cells, (String) report.get(Field.VARIANT));
            List<String> regionRows = regions == null ? List.of() : picture(regions, "jigsaw");
            for (int row = 0; row < rows.size(); row++) {
                out.append(spaced(rows.get(row)));
                if (!regionRows.isEmpty()) {
                    out.append("    ").append(spaced(regionRows.get(row)));
                }
                out.append('\n');
            }
        }
        return out.append('\n').toString();
    }

    /** The cells on their canvas: the samurai picture, or the N x N square. */
    private static List<String> picture(String cells, String variant) {
        if ("samurai".equals(variant)) {
            return VariantText.picture(Samurai.rules(), cells);
        }
        int side = (int) Math.round(Math.sqrt(cells.length()));
        List<String> rows = new ArrayList<>();
        for (int row = 0; row < side; row++) {
            rows.add(cells.substring(row * side, (row + 1) * side));
        }
        return rows;
    }

    private static String spaced(String row) {
        StringBuilder cells = new StringBuilder(2 * row.length());
        for (int col = 0; col < row.length(); col++) {
            cells.append(col == 0 ? "" : " ").append(row.charAt(col));
        }
        return cells.toString().stripTrailing();
    }
}
