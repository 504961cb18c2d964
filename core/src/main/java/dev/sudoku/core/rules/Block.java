package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One grid's worth of text: a line of N x N cells, or N lines of N cells.
 *
 * <p>A line of the wrong length with far more cells than a row (over 2 N, or over 15 for the givens) is a
 * grid written on one line: it is taken as the block, with its {@code misfit} to be raised when the entry is
 * read, so that the entry's later parts are still taken and reading resumes at the next entry. Entries
 * written a line a part with no empty line between them, as {@code generate --variant} writes them, would
 * otherwise be passed over up to the next empty line. A line near a row's length may be the row of a grid
 * whose other rows follow, so where its block ends cannot be known: that fault is raised at once.
 *
 * @param text the lines
 * @param firstLine the first line's 1-based number
 * @param side N
 * @param misfit why the one line taken is not the grid it stands for; empty for a block that fits
 */
record Block(List<String> text, int firstLine, int side, Optional<String> misfit) {
    static final int MIN_SIDE = 4;
    static final int MAX_SIDE = 32;

    Block(List<String> text, int firstLine, int side) {
        this(text, firstLine, side, Optional.empty());
    }

    /** Raises the misfit, naming the block's line, when there is one. */
    void requireFit() {
        if (misfit.isPresent()) {
            throw new FormatException(firstLine, 0, misfit.get());
        }
    }

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
            String misfit = LineOfCells.of(cells) + " is neither a whole grid (16, 25, ... 1024 cells) nor a row"
                    + " of one (4 to 15 cells)";
            if (cells < MIN_SIDE) {
                throw new FormatException(first, 0, misfit);
            }
            int nearest = Math.max(MIN_SIDE, Math.min(MAX_SIDE, side));
            return new Block(List.of(line), first, nearest, Optional.of(misfit));
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
            String misfit = what + ": " + LineOfCells.of(cells) + ", where the " + side + "x" + side + " givens need "
                    + side * side + " on one line or " + side + " rows of " + side;
            if (cells <= 2 * side) {
                throw new FormatException(first, 0, misfit);
            }
            return new Block(List.of(line), first, side, Optional.of(misfit));
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
