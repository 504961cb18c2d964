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
                    "a line of " + cells + " cells is neither a whole grid (16, 25, ... 1024 cells) nor a row of one"
                            + " (4 to 15 cells)");
        }
        List<String> rows = new ArrayList<>(List.of(line));
        while (rows.size() < cells) {
            if (!lines.hasNext() || lines.peek().isBlank()) {
                throw new FormatException(
                        first + rows.size(), 0, "the grid stops after " + rows.size() + " of its " + cells + " rows");
            }
            int row = lines.number();
            String next = lines.take();
            if (Symbols.count(next) != cells) {
                throw new FormatException(
                        row, 0, "row " + (rows.size() + 1) + " has " + Symbols.count(next) + " cells, not " + cells);
            }
            rows.add(next);
        }
        return new Block(rows, first, cells);
    }

    /** The cells as digits 1..{@code digits}, 0 for a blank; an error names a character that is not one. */
    int[] values(int digits) {
        return VariantReader.values(Symbols.read(text, firstLine, side * side, "the grid"), digits);
    }
}
