package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;

/**
 * Reads a samurai puzzle's givens in any of its three written forms: the five grids one after the
 * other (each a line of 81 cells or nine rows), in the order top-left, top-right, centre, bottom-left,
 * bottom-right; the whole 21 x 21 picture, 21 lines with one character per column, where the
 * characters outside the five grids (usually spaces) are not read; or one line of its 369 cells in the
 * picture's reading order (as the JSON {@code puzzle} field writes it).
 */
final class SamuraiText {
    private SamuraiText() {}

    /** The givens of the entry at the cursor, one per samurai cell. */
    static int[] take(VariantReader.Lines lines) {
        String first = lines.peek().stripTrailing();
        int cells = Samurai.rules().cellCount();
        if (Symbols.count(first) == cells) {
            int line = lines.number();
            return VariantReader.values(
                    Symbols.read(java.util.List.of(lines.take()), line, cells, "the samurai line"), 9);
        }
        boolean picture = first.length() >= 19 && Symbols.count(first) != 81;
        return picture ? picture(lines) : fiveGrids(lines);
    }

    private static int[] fiveGrids(VariantReader.Lines lines) {
        int[] givens = new int[Samurai.rules().cellCount()];
        int[] setBy = new int[givens.length];
        java.util.Arrays.fill(setBy, -1);
        // Reported once all five grids are read, so the next entry starts after this one.
        FormatException disagreement = null;
        for (int grid = 0; grid < Samurai.GRIDS.size(); grid++) {
            if (!lines.skipBlank()) {
                throw new FormatException(
                        lines.number() - 1,
                        0,
                        "a samurai puzzle has five grids; the " + Samurai.GRIDS.get(grid) + " one is missing");
            }
            Block block = Block.take(lines);
            if (block.side() != 9) {
                throw new FormatException(
                        block.firstLine(), 0, "samurai grids are 9x9, not " + block.side() + "x" + block.side());
            }
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

    private static int[] picture(VariantReader.Lines lines) {
        int[] givens = new int[Samurai.rules().cellCount()];
        int start = lines.number();
        for (int row = 0; row < Samurai.SIDE; row++) {
            if (!lines.hasNext()) {
                throw new FormatException(
                        start + row, 0, "the samurai picture stops after " + row + " of its 21 lines");
            }
            String line = lines.take();
            for (int col = 0; col < Samurai.SIDE; col++) {
                int cell = Samurai.cellAt(row, col);
                if (cell < 0) {
                    continue;
                }
                char c = col < line.length() ? line.charAt(col) : ' ';
                int value = VariantText.value(c);
                if (value < 0 || value > 9) {
                    throw new FormatException(
                            start + row,
                            col + 1,
                            "'" + c + "' at " + Samurai.rules().name(cell) + " is not a digit 1-9 or a blank (. 0 _)");
                }
                givens[cell] = value;
            }
        }
        return givens;
    }
}
