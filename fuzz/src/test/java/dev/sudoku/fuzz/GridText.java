package dev.sudoku.fuzz;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;

/** A grid as the rows people draw: Simple Sudoku's {@code .ss}, framed boxes, or bare rows ({@code .sdk}). */
final class GridText {
    /** The layouts; all but BARE show the box shape. */
    enum Layout {
        /** {@code 53.|.7.|...} rows and {@code ---+---+---} lines between bands. */
        SIMPLE_SUDOKU,
        /** {@code +-------+} lines around every band and {@code |} around every box. */
        FRAMED,
        /** Rows of cells only, with or without a space between them. */
        BARE
    }

    private GridText() {}

    static List<String> rows(Grid grid, Symbols symbols, String blank, Layout layout, boolean spaced) {
        BoxShape shape = grid.shape();
        int size = grid.size();
        String gap = spaced || !symbols.singleCharacter() ? " " : "";
        List<String> lines = new ArrayList<>();
        String rule = rule(shape, symbols, blank, layout, gap);
        if (layout == Layout.FRAMED) {
            lines.add(rule);
        }
        for (int r = 0; r < size; r++) {
            StringBuilder row = new StringBuilder(layout == Layout.FRAMED ? "|" + (gap.isEmpty() ? "" : " ") : "");
            for (int c = 0; c < size; c++) {
                if (c > 0) {
                    row.append(layout != Layout.BARE && c % shape.boxCols() == 0 ? gap + "|" + gap : gap);
                }
                row.append(cell(grid.get(r, c), symbols, blank));
            }
            if (layout == Layout.FRAMED) {
                row.append(gap).append('|');
            }
            lines.add(row.toString());
            boolean bandEnds = (r + 1) % shape.boxRows() == 0;
            if (layout == Layout.FRAMED && bandEnds || layout == Layout.SIMPLE_SUDOKU && bandEnds && r + 1 < size) {
                lines.add(rule);
            }
        }
        return lines;
    }

    private static String cell(int value, Symbols symbols, String blank) {
        return value == 0 ? blank : symbols.textOf(value);
    }

    /** A line between bands: dashes as wide as each box, {@code +} where the bars are. */
    private static String rule(BoxShape shape, Symbols symbols, String blank, Layout layout, String gap) {
        int cellWidth =
                symbols.singleCharacter() ? 1 : Integer.toString(shape.size()).length();
        int boxWidth = shape.boxCols() * cellWidth + (shape.boxCols() - 1) * gap.length() + 2 * gap.length();
        String box = "-".repeat(Math.max(1, gap.isEmpty() ? shape.boxCols() : boxWidth));
        StringBuilder line = new StringBuilder(layout == Layout.FRAMED ? "+" : "");
        for (int b = 0; b < shape.size() / shape.boxCols(); b++) {
            if (b > 0) {
                line.append('+');
            }
            line.append(box);
        }
        return layout == Layout.FRAMED ? line.append('+').toString() : line.toString();
    }
}
