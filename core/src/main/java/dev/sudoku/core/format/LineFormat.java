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
        if (symbols.style() == Symbols.Style.DEFAULT) {
            // The grid's own line: a character a cell (the default style covers sizes up to 35).
            return grid.toString();
        }
        if (symbols.singleCharacter()) {
            // One table lookup a cell: batch runs write two lines a puzzle, a tenth of a 9x9 solve's time
            // when each cell asked the symbols for its character.
            char[] table = new char[grid.size() + 1];
            table[0] = '.';
            for (int value = 1; value <= grid.size(); value++) {
                table[value] = symbols.charOf(value);
            }
            char[] out = new char[grid.cellCount()];
            for (int cell = 0; cell < out.length; cell++) {
                out[cell] = table[grid.get(cell)];
            }
            return new String(out);
        }
        StringBuilder out = new StringBuilder(grid.cellCount() * 3);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int value = grid.get(cell);
            if (cell > 0) {
                out.append(' ');
            }
            out.append(value == 0 ? "." : Integer.toString(value));
        }
        return out.toString();
    }
}
