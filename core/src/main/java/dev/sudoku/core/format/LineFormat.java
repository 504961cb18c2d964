package dev.sudoku.core.format;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;

/** Writes a grid as one line: N*N symbols with {@code .} for empty cells (numbers style: tokens). */
public final class LineFormat {
    private LineFormat() {}

    /** One line with the default symbols for the grid's size. */
    public static String write(Grid grid) {
        return write(grid, Symbols.defaultFor(grid.size()));
    }

    /** One line with the given symbols; numbers are separated by single spaces. */
    public static String write(Grid grid, Symbols symbols) {
        StringBuilder out = new StringBuilder(grid.cellCount() * (symbols.singleCharacter() ? 1 : 3));
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int value = grid.get(cell);
            if (symbols.singleCharacter()) {
                out.append(value == 0 ? '.' : symbols.charOf(value));
            } else {
                if (cell > 0) {
                    out.append(' ');
                }
                out.append(value == 0 ? "." : Integer.toString(value));
            }
        }
        return out.toString();
    }
}
