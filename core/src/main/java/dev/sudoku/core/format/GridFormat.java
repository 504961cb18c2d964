package dev.sudoku.core.format;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;

/**
 * Writes a grid as N lines with box borders, for people to read:
 *
 * <pre>
 * 5 3 . | . 7 . | . . .
 * 6 . . | 1 9 5 | . . .
 * . 9 8 | . . . | . 6 .
 * ------+-------+------
 * </pre>
 *
 * Numbers are right-aligned to the width of N so columns line up ({@code  5 10  .}). {@link PuzzleReader}
 * reads the result back, box shape included, whatever the shape and symbols.
 */
public final class GridFormat {
    private GridFormat() {}

    /** The grid with the default symbols for its size. */
    public static String write(Grid grid) {
        return write(grid, Symbols.defaultFor(grid.size()));
    }

    /** The grid with the given symbols; each line, the last included, ends with a newline. */
    public static String write(Grid grid, Symbols symbols) {
        int size = grid.size();
        if (symbols.size() != size) {
            throw new IllegalArgumentException(
                    "symbols for " + symbols.size() + " digits cannot write a " + size + "x" + size + " grid");
        }
        int width = symbols.singleCharacter() ? 1 : Integer.toString(size).length();
        int boxRows = grid.shape().boxRows();
        int boxCols = grid.shape().boxCols();
        StringBuilder out = new StringBuilder();
        StringBuilder row = new StringBuilder();
        for (int r = 0; r < size; r++) {
            row.setLength(0);
            for (int c = 0; c < size; c++) {
                if (c > 0) {
                    row.append(c % boxCols == 0 ? " | " : " ");
                }
                int value = grid.get(r, c);
                String text = value == 0 ? "." : symbols.textOf(value);
                row.append(" ".repeat(width - text.length())).append(text);
            }
            out.append(row).append('\n');
            if ((r + 1) % boxRows == 0 && r + 1 < size) {
                for (int i = 0; i < row.length(); i++) {
                    out.append(row.charAt(i) == '|' ? '+' : '-');
                }
                out.append('\n');
            }
        }
        return out.toString();
    }
}
