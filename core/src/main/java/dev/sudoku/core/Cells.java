package dev.sudoku.core;

/** Names cells the way people read them: {@code r1c1} is the top-left cell (1-based rows and columns). */
public final class Cells {
    private Cells() {}

    /** The name of the cell at a 0-based index in a grid of side {@code size}. */
    public static String name(int index, int size) {
        return nameAt(index / size, index % size);
    }

    /** The name of the cell at 0-based row and column. */
    public static String nameAt(int row, int col) {
        return "r" + (row + 1) + "c" + (col + 1);
    }
}
