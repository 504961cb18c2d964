package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.function.Consumer;

/**
 * Counts complete grids by filling every cell in reading order with bitmask backtracking: no symmetry, no
 * shortcut, so its answer is the reference the faster methods are checked against.
 *
 * <p>Cost: one visit per partial grid that is still consistent. The 288 grids of 4x4 take microseconds and
 * the 28,200,960 of 6x6 about a second on one core; 8x8 (2.9 * 10^16 grids) and 9x9 are far out of reach.
 */
public final class PlainEnumeration {
    private final String counted;
    private final int size;
    private final int full;
    private final int[] rowUsed;
    private final int[] colUsed;
    private final int[] boxUsed;
    private final int[] boxOf;
    private final byte[] grid;
    private final boolean diagonals;
    private int mainUsed;
    private int antiUsed;
    private Consumer<byte[]> visitor;

    private PlainEnumeration(BoxShape shape, boolean diagonals) {
        this(shape.toString() + (diagonals ? " X grids" : ""), shape.size(), boxes(shape), diagonals);
    }

    /**
     * @param counted what is counted, in words
     * @param size N
     * @param boxOf each cell's box or region, 0..N-1
     */
    private PlainEnumeration(String counted, int size, int[] boxOf, boolean diagonals) {
        this.counted = counted;
        this.diagonals = diagonals;
        this.size = size;
        this.full = (1 << size) - 1;
        this.rowUsed = new int[size];
        this.colUsed = new int[size];
        this.boxUsed = new int[size];
        this.boxOf = boxOf.clone();
        this.grid = new byte[size * size];
    }

    private static int[] boxes(BoxShape shape) {
        int size = shape.size();
        int[] boxOf = new int[size * size];
        for (int cell = 0; cell < boxOf.length; cell++) {
            int row = cell / size;
            int col = cell % size;
            boxOf[cell] = (row / shape.boxRows()) * (size / shape.boxCols()) + col / shape.boxCols();
        }
        return boxOf;
    }

    /**
     * The grids of a jigsaw layout whose first row is 1, 2, ..., N. Relabelling the digits maps grids of a
     * layout onto grids of the same layout, and each grid is a relabelling of exactly one of these, so the
     * layout has N! times as many grids.
     *
     * @param size N
     * @param regionOf each cell's region, 0..N-1, cells in reading order
     */
    public static long countNormalizedJigsaw(int size, int[] regionOf) {
        PlainEnumeration enumeration = new PlainEnumeration("jigsaw " + size + "x" + size, size, regionOf, false);
        for (int col = 0; col < size; col++) {
            enumeration.place(col, col);
        }
        return enumeration.fill(size);
    }

    /** Every valid complete grid of the shape. */
    public static long countAll(BoxShape shape) {
        return new PlainEnumeration(checked(shape), false).fill(0);
    }

    /**
     * Every valid complete X grid of the shape: grids whose two main diagonals also hold each digit once.
     */
    public static long countAllX(BoxShape shape) {
        return new PlainEnumeration(checked(shape), true).fill(0);
    }

    /**
     * Calls {@code visitor} with each grid whose first row is 0, 1, ..., N-1 (digits 0-based, cells in
     * reading order). Every grid is a relabelling of exactly one of these, so there are N! times fewer. The
     * array is reused between calls: copy what must be kept.
     */
    public static long forEachNormalized(BoxShape shape, Consumer<byte[]> visitor) {
        PlainEnumeration enumeration = new PlainEnumeration(checked(shape), false);
        enumeration.visitor = visitor;
        for (int col = 0; col < enumeration.size; col++) {
            enumeration.place(col, col);
        }
        return enumeration.fill(enumeration.size);
    }

    private static BoxShape checked(BoxShape shape) {
        if (shape.size() > 8) {
            throw new IllegalArgumentException("plain enumeration of " + shape + " boxes would never finish");
        }
        return shape;
    }

    private long fill(int cell) {
        if (cell == grid.length) {
            if (visitor != null) {
                visitor.accept(grid);
            }
            return 1;
        }
        int row = cell / size;
        int col = cell % size;
        int free = full & ~(rowUsed[row] | colUsed[col] | boxUsed[boxOf[cell]] | diagonalsUsed(row, col));
        long count = 0;
        while (free != 0) {
            int digit = Integer.numberOfTrailingZeros(free);
            free &= free - 1;
            place(cell, digit);
            count += fill(cell + 1);
            unplace(cell, digit);
        }
        return count;
    }

    /** The digits the cell's diagonals already hold: none unless X grids are counted. */
    private int diagonalsUsed(int row, int col) {
        if (!diagonals) {
            return 0;
        }
        return (row == col ? mainUsed : 0) | (row + col == size - 1 ? antiUsed : 0);
    }

    private void place(int cell, int digit) {
        int bit = 1 << digit;
        markDiagonals(cell, bit);
        rowUsed[cell / size] |= bit;
        colUsed[cell % size] |= bit;
        boxUsed[boxOf[cell]] |= bit;
        grid[cell] = (byte) digit;
    }

    private void unplace(int cell, int digit) {
        markDiagonals(cell, 1 << digit);
        int bit = ~(1 << digit);
        rowUsed[cell / size] &= bit;
        colUsed[cell % size] &= bit;
        boxUsed[boxOf[cell]] &= bit;
    }

    /** Flips the digit's bit on the cell's diagonals: placing sets it, removing clears it again. */
    private void markDiagonals(int cell, int bit) {
        if (diagonals) {
            int row = cell / size;
            int col = cell % size;
            if (row == col) {
                mainUsed ^= bit;
            }
            if (row + col == size - 1) {
                antiUsed ^= bit;
            }
        }
    }

    @Override
    public String toString() {
        return "plain enumeration of " + counted;
    }
}
