package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Reads a samurai puzzle's givens in any of its three written forms: the five grids one after the
 * other (each a line of 81 cells or nine rows), in the order top-left, top-right, centre, bottom-left,
 * bottom-right; the whole 21 x 21 picture, 21 lines with one character per column, where the
 * characters outside the five grids (usually spaces) are not read; or one line of its 369 cells in the
 * picture's reading order (as the JSON {@code puzzle} field writes it).
 */
final class SamuraiText {
    private SamuraiText() {}

    /**
     * Takes the lines of the entry at the cursor, throwing when they have none of the three layouts; what
     * it returns reads the givens, one per samurai cell, throwing when a character is not a digit. The two
     * steps are apart so that a wrong character still leaves the reader after the whole entry.
     */
    static Supplier<int[]> take(VariantReader.Lines lines) {
        String first = lines.peek().stripTrailing();
        int cells = Samurai.rules().cellCount();
        int count = Symbols.count(first);
        if (count == cells) {
            int line = lines.number();
            List<String> text = List.of(lines.take());
            return () -> VariantReader.values(Symbols.read(text, line, cells, "the samurai line"), 9);
        }
        // A picture's first line is the top row of the two upper grids: 21 columns, or 41 with a space
        // after each (as the grid format draws it); its blanks may be spaces, so its cells are not counted.
        if (count != 81 && first.length() >= 19 && first.length() <= 2 * Samurai.SIDE) {
            int start = lines.number();
            List<String> picture = picture(lines);
            return () -> picture(picture, start);
        }
        if (count == 81 || count == 9) {
            List<Block> grids = fiveGrids(lines);
            return () -> givens(grids);
        }
        throw new FormatException(
                lines.number(),
                0,
                LineOfCells.of(count) + " starts no samurai puzzle: one line of its " + cells + " cells, five"
                        + " 9x9 grids (lines of 81 cells or rows of 9), or its 21-line picture");
    }

    private static List<Block> fiveGrids(VariantReader.Lines lines) {
        List<Block> grids = new ArrayList<>();
        for (int grid = 0; grid < Samurai.GRIDS.size(); grid++) {
            int before = lines.number() - 1;
            if (!lines.skipBlank()) {
                throw new FormatException(
                        before,
                        0,
                        "a samurai puzzle has five grids; the " + Samurai.GRIDS.get(grid)
                                + " one is missing (the input ends after line " + before + ")");
            }
            Block block = Block.take(lines);
            block.requireFit();
            if (block.side() != 9) {
                throw new FormatException(
                        block.firstLine(), 0, "samurai grids are 9x9, not " + block.side() + "x" + block.side());
            }
            grids.add(block);
        }
        return grids;
    }

    private static int[] givens(List<Block> grids) {
        int[] givens = new int[Samurai.rules().cellCount()];
        int[] setBy = new int[givens.length];
        java.util.Arrays.fill(setBy, -1);
        // Reported once all five grids are read: a wrong character in a later grid comes first.
        FormatException disagreement = null;
        for (int grid = 0; grid < grids.size(); grid++) {
            Block block = grids.get(grid);
            int[] values = block.values(9);
            for (int slot = 0; slot < 81; slot++) {
                int cell = Samurai.cellOf(grid, slot);
                if (setBy[cell] >= 0 && givens[cell] != values[slot] && disagreement == null) {
                    disagreement = new FormatException(
                            block.firstLine(),
                            0,
                            "the " + Samurai.GRIDS.get(grid) + " grid and the " + Samurai.GRIDS.get(setBy[cell])
                                    + " grid disagree on their shared box at "
                                    + Samurai.rules().name(cell) + ": "
                                    + VariantText.symbol(values[slot]) + " and " + VariantText.symbol(givens[cell]));
                }
                givens[cell] = values[slot];
                setBy[cell] = grid;
            }
        }
        if (disagreement != null) {
            throw disagreement;
        }
        return givens;
    }

    /** The picture's 21 lines. */
    private static List<String> picture(VariantReader.Lines lines) {
        List<String> picture = new ArrayList<>();
        while (picture.size() < Samurai.SIDE) {
            if (!lines.hasNext() || lines.peek().isBlank()) {
                throw new FormatException(
                        lines.number() - 1,
                        0,
                        "the samurai picture stops after " + picture.size() + " of its 21 lines"
                                + (lines.hasNext() ? " (an empty line follows)" : " (the input ends)"));
            }
            picture.add(lines.take());
        }
        return picture;
    }

    private static int[] picture(List<String> picture, int start) {
        int[] givens = new int[Samurai.rules().cellCount()];
        // Drawn with a space after each character (the grid format) when any line is wider than 21.
        int step = picture.stream().anyMatch(line -> line.stripTrailing().length() > Samurai.SIDE) ? 2 : 1;
        for (int row = 0; row < Samurai.SIDE; row++) {
            String line = picture.get(row);
            for (int col = 0; col < Samurai.SIDE; col++) {
                int cell = Samurai.cellAt(row, col);
                if (cell < 0) {
                    continue;
                }
                int at = col * step;
                char c = at < line.length() ? line.charAt(at) : ' ';
                int value = VariantText.value(c);
                if (value < 0 || value > 9) {
                    throw new FormatException(
                            start + row,
                            at + 1,
                            "'" + c + "' at " + Samurai.rules().name(cell) + " is not a digit 1-9 or a blank (. 0 _)");
                }
                givens[cell] = value;
            }
        }
        return givens;
    }
}
