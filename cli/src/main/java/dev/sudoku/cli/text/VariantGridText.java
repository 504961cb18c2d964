package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.VariantText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code solve --variant --format grid}: the header line ({@code generate --variant}'s {@code # puzzle N:
 * VARIANT, ER/EP/ED Level, C clues, seed X}), then the solution (or, without one, the values
 * logic reached in a classic mode, else the puzzle; for {@code generate --variant}, the puzzle) as N rows
 * of N cells, or a samurai's 21 x 21 picture; a jigsaw's region map, odd/even marks, a killer's
 * cage map and consecutive bars stand to the right of the rows, so each cell's region, mark, cage and bars
 * can be read across; a killer's sums follow on one line. A blank line ends each entry.
 */
public final class VariantGridText implements ReportFormat {
    private final boolean puzzleFirst;

    /** @param puzzleFirst draw the puzzle even when the report has a solution (generate) */
    public VariantGridText(boolean puzzleFirst) {
        this.puzzleFirst = puzzleFirst;
    }

    @Override
    public String render(Report report) {
        StringBuilder out = new StringBuilder(header(report));
        if (SolveText.isClassicMode(report)) {
            out.append(" (").append(SolveText.counts(report)).append(')');
        }
        out.append('\n');
        SolveText.trace(report, out);
        // The classic modes draw what they reached (the solution, when they found it), not a solution known
        // from the exact check alone.
        boolean reached = report.view().fields().contains(Field.GRID) && report.get(Field.GRID) != null;
        Object shown = puzzleFirst ? null : reached ? report.get(Field.GRID) : report.get(Field.SOLUTION);
        String cells = (String) (shown != null ? shown : report.get(Field.PUZZLE));
        if (cells != null) {
            out.append(drawn(report, cells));
        }
        return out.append('\n').toString();
    }

    /**
     * {@code explain --variant} and {@code hint --variant} grids: the puzzle or solution drawn as {@code solve
     * --variant} draws it; a position reached, its values drawn so, then its candidates' line.
     */
    public static GridDrawing drawing() {
        return new GridDrawing() {
            @Override
            public String cells(Report report, Field field) {
                Object cells = report.get(field);
                return cells == null ? "" : drawn(report, (String) cells);
            }

            @Override
            public String position(Report report) {
                Object candidates = report.get(Field.CANDIDATES);
                return cells(report, Field.GRID) + (candidates == null ? "" : "candidates: " + candidates + "\n");
            }
        };
    }

    /**
     * {@code cells} as rows (a samurai's picture), the region map, marks, cage map and bars beside them, a
     * killer's sums below.
     */
    private static String drawn(Report report, String cells) {
        StringBuilder out = new StringBuilder();
        String regions = (String) report.get(Field.REGIONS);
        List<String> rows = picture(cells, (String) report.get(Field.VARIANT));
        List<String> regionRows = regions == null ? List.of() : picture(regions, "jigsaw");
        List<List<String>> besides = List.of(
                regionRows, beside(report, Field.MARKS), beside(report, Field.CAGES), beside(report, Field.BARS));
        for (int row = 0; row < rows.size(); row++) {
            out.append(spaced(rows.get(row)));
            for (List<String> beside : besides) {
                if (!beside.isEmpty()) {
                    out.append("    ").append(spaced(beside.get(row)));
                }
            }
            out.append('\n');
        }
        if (report.get(Field.SUMS) != null) {
            out.append("sums: ").append(report.get(Field.SUMS)).append('\n');
        }
        return out.toString();
    }

    /** The rows of a per-cell field drawn beside the grid (marks, cages, bars), or none without it. */
    private static List<String> beside(Report report, Field field) {
        String cells = (String) report.get(field);
        return cells == null ? List.of() : picture(cells, "");
    }

    private static String header(Report report) {
        if (report.get(Field.INDEX) == null) {
            return ReportText.header(report);
        }
        // The classic header's facts but symmetry, which variant puzzles are not made with.
        return "# puzzle " + report.get(Field.INDEX) + ": " + report.get(Field.VARIANT) + ", "
                + GenerateText.rating(report) + ", " + ReportText.count(ReportText.number(report, Field.CLUES), "clue")
                + ", seed " + report.get(Field.SEED);
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
