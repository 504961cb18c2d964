package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * One grid's worth of text: a line of N x N cells, or N lines of N cells.
 *
 * @param text the lines
 * @param firstLine the first line's 1-based number
 * @param side N
 */
record Block(List<String> text, int firstLine, int side) {
    static final int MIN_SIDE = 4;
    static final int MAX_SIDE = 32;

    /** Takes the next block from {@code lines}, whose cursor is on a non-blank line. */
    static Block take(VariantReader.Lines lines) {
        int first = lines.number();
        String line = lines.take();
        int cells = Symbols.count(line);
        int side = (int) Math.round(Math.sqrt(cells));
        if (side * side == cells && side >= MIN_SIDE && side <= MAX_SIDE) {
            return new Block(List.of(line), first, side);
        }
        if (cells < MIN_SIDE || cells > 15) {
            throw new FormatException(
                    first,
                    0,
                    LineOfCells.of(cells) + " is neither a whole grid (16, 25, ... 1024 cells) nor a row of one"
                            + " (4 to 15 cells)");
        }
        return rows(lines, line, first, cells, "the grid");
    }

    /**
     * Takes the next block, {@code what} of a grid of side {@code side} (a part after the givens), from
     * {@code lines}, whose cursor is on a non-blank line: a line of side x side cells or side rows of side.
     */
    static Block take(VariantReader.Lines lines, int side, String what) {
        int first = lines.number();
        String line = lines.take();
        int cells = Symbols.count(line);
        if (cells == side * side) {
            return new Block(List.of(line), first, side);
        }
        if (cells != side) {
            throw new FormatException(
                    first,
                    0,
                    what + ": " + LineOfCells.of(cells) + ", where the " + side + "x" + side + " givens need "
                            + side * side + " on one line or " + side + " rows of " + side);
        }
        return rows(lines, line, first, side, what);
    }

    /** The block of {@code side} rows whose first, {@code line} (line {@code first}), is already taken. */
    private static Block rows(VariantReader.Lines lines, String line, int first, int side, String what) {
        List<String> rows = new ArrayList<>(List.of(line));
        while (rows.size() < side) {
            if (!lines.hasNext() || lines.peek().isBlank()) {
                throw new FormatException(
                        first + rows.size() - 1,
                        0,
                        what + " stops after " + rows.size() + " of its " + side + " rows"
                                + (lines.hasNext() ? " (an empty line follows)" : " (the input ends)"));
            }
            int row = lines.number();
            String next = lines.take();
            if (Symbols.count(next) != side) {
                throw new FormatException(
                        row,
                        0,
                        what + ": row " + (rows.size() + 1) + " has " + Symbols.count(next) + " cells, not " + side);
            }
            rows.add(next);
        }
        return new Block(rows, first, side);
    }

    /** The cells as digits 1..{@code digits}, 0 for a blank; an error names a character that is not one. */
    int[] values(int digits) {
        return VariantReader.values(Symbols.read(text, firstLine, side * side, "the grid"), digits);
    }
}
