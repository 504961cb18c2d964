package dev.sudoku.core;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * An immutable grid of any supported box shape: each cell holds a digit 1..N or 0 when empty.
 *
 * <p>Puzzles, positions and solutions are all grids. Text is read and written by {@link
 * dev.sudoku.core.format}; {@link #toString()} gives the one-line form for 9x9 and smaller grids.
 */
public final class Grid {
    /** The default symbols' characters by value, {@code .} for 0. */
    private static final byte[] DEFAULT_CHARACTERS =
            ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".getBytes(StandardCharsets.ISO_8859_1);

    private final BoxShape shape;
    private final byte[] cells;

    private Grid(BoxShape shape, byte[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /**
     * A grid of the given shape from N*N values in row order, each 0 (empty) or 1..N.
     *
     * @throws IllegalArgumentException when there are not N*N values or a value is outside 0..N (naming
     *     its cell)
     */
    public static Grid of(BoxShape shape, int[] values) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(values, "values");
        int size = shape.size();
        if (values.length != shape.cellCount()) {
            throw new IllegalArgumentException(
                    "a " + size + "x" + size + " grid needs " + shape.cellCount() + " cells, got " + values.length);
        }
        byte[] cells = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            int v = values[i];
            if (v < 0 || v > size) {
                throw new IllegalArgumentException(
                        "value " + v + " at " + Cells.name(i, size) + " is outside 0.." + size);
            }
            cells[i] = (byte) v;
        }
        return new Grid(shape, cells);
    }

    /** A 9x9 grid from 81 values. */
    public static Grid of(int[] values) {
        return of(BoxShape.CLASSIC, values);
    }

    /** An empty grid of the given shape. */
    public static Grid empty(BoxShape shape) {
        Objects.requireNonNull(shape, "shape");
        return new Grid(shape, new byte[shape.cellCount()]);
    }

    /** A grid of the given shape from N*N byte values (copied), each 0 (empty) or 1..N. */
    public static Grid of(BoxShape shape, byte[] values) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(values, "values");
        int size = shape.size();
        if (values.length != shape.cellCount()) {
            throw new IllegalArgumentException(
                    "a " + size + "x" + size + " grid needs " + shape.cellCount() + " cells, got " + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0 || values[i] > size) {
                throw new IllegalArgumentException(
                        "value " + values[i] + " at " + Cells.name(i, size) + " is outside 0.." + size);
            }
        }
        return new Grid(shape, values.clone());
    }

    public BoxShape shape() {
        return shape;
    }

    /** The side N. */
    public int size() {
        return shape.size();
    }

    public int cellCount() {
        return cells.length;
    }

    /** The value at a 0-based cell index, 0 when empty. */
    public int get(int cell) {
        return cells[cell];
    }

    /**
     * The value at 0-based row and column, 0 when empty.
     *
     * @throws IndexOutOfBoundsException when the row or column is outside 0..N-1 (a column past the last would
     *     otherwise read the next row's cell)
     */
    public int get(int row, int col) {
        int size = shape.size();
        if (row < 0 || row >= size || col < 0 || col >= size) {
            throw new IndexOutOfBoundsException("row " + row + ", column " + col + " is outside a " + size + "x" + size
                    + " grid (rows and columns 0.." + (size - 1) + ")");
        }
        return cells[row * size + col];
    }

    public boolean isEmpty(int cell) {
        return cells[cell] == 0;
    }

    /**
     * A copy with one cell (0-based index in row order) set to {@code value}, 0 to empty it.
     *
     * @throws IndexOutOfBoundsException when the cell is outside 0..N*N-1
     * @throws IllegalArgumentException when the value is outside 0..N
     */
    public Grid with(int cell, int value) {
        int size = shape.size();
        if (cell < 0 || cell >= cells.length) {
            throw new IndexOutOfBoundsException("cell " + cell + " is outside a " + size + "x" + size
                    + " grid (cells 0.." + (cells.length - 1) + ")");
        }
        if (value < 0 || value > size) {
            throw new IllegalArgumentException(
                    "value " + value + " at " + Cells.name(cell, size) + " is outside 0.." + size);
        }
        byte[] copy = cells.clone();
        copy[cell] = (byte) value;
        return new Grid(shape, copy);
    }

    /** Number of filled cells (the givens, for a puzzle). */
    public int filledCount() {
        int count = 0;
        for (byte b : cells) {
            if (b != 0) {
                count++;
            }
        }
        return count;
    }

    /** True when every cell holds a digit. */
    public boolean isComplete() {
        for (byte b : cells) {
            if (b == 0) {
                return false;
            }
        }
        return true;
    }

    /** The values as a fresh array. */
    public int[] toArray() {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = cells[i];
        }
        return values;
    }

    /** Copies the values into {@code target} (length N*N), for allocation-free hot paths. */
    public void copyTo(byte[] target) {
        System.arraycopy(cells, 0, target, 0, cells.length);
    }

    /** True when every filled cell of {@code puzzle} holds the same value here. */
    public boolean keepsGivensOf(Grid puzzle) {
        if (!puzzle.shape.equals(shape)) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            if (puzzle.cells[i] != 0 && puzzle.cells[i] != cells[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid other && other.shape.equals(shape) && Arrays.equals(other.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * shape.hashCode() + Arrays.hashCode(cells);
    }

    /**
     * The one-line form with the default symbols ({@link Symbols#defaultFor}) and {@code .} for empty cells:
     * a character a cell (1-9, then A-Z) up to 35x35, numbers separated by single spaces beyond. {@link
     * dev.sudoku.core.format.LineFormat} writes it so for the default symbols.
     */
    @Override
    public String toString() {
        if (size() < DEFAULT_CHARACTERS.length) {
            // A batch writes two lines a puzzle: one lookup a cell in a shared table, and Latin-1 bytes that
            // become the string's own with one copy.
            byte[] out = new byte[cells.length];
            for (int cell = 0; cell < out.length; cell++) {
                out[cell] = DEFAULT_CHARACTERS[cells[cell]];
            }
            return new String(out, StandardCharsets.ISO_8859_1);
        }
        return IntStream.range(0, cells.length)
                .mapToObj(cell -> cells[cell] == 0 ? "." : Integer.toString(cells[cell]))
                .collect(Collectors.joining(" "));
    }
}
