package dev.sudoku.logic;

import dev.sudoku.core.Geometry;

/**
 * House arithmetic on {@link Geometry}'s numbering: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1. The
 * scan orders here are those Sudoku Explainer uses, so that the first step found matches its ratings.
 */
public final class Houses {
    private Houses() {}

    public static boolean isRow(int house, int size) {
        return house < size;
    }

    public static boolean isBox(int house, int size) {
        return house >= 2 * size;
    }

    /** Whether a cell belongs to a house. */
    public static boolean contains(Geometry geometry, int house, int cell) {
        int size = geometry.size();
        if (house < size) {
            return geometry.row(cell) == house;
        }
        if (house < 2 * size) {
            return geometry.col(cell) == house - size;
        }
        return geometry.box(cell) == house - 2 * size;
    }

    /**
     * Whether two houses share at least one cell. O(1): a row and a column always cross, two lines of
     * one kind or two boxes only when they are the same house, and a line crosses a box when it passes
     * through the box's first cell's band or stack.
     */
    public static boolean cross(Geometry geometry, int first, int second) {
        int size = geometry.size();
        int low = Math.min(first, second);
        int high = Math.max(first, second);
        if (high < 2 * size) {
            // Two lines: a row and a column cross; two rows or two columns only if equal.
            return low == high || (low < size && high >= size);
        }
        if (low >= 2 * size) {
            return low == high;
        }
        int corner = geometry.cellsOf(high)[0];
        if (low < size) {
            int top = geometry.row(corner);
            return low >= top && low < top + geometry.shape().boxRows();
        }
        int left = geometry.col(corner);
        int column = low - size;
        return column >= left && column < left + geometry.shape().boxCols();
    }

    /** Boxes, then columns, then rows: the order SE scans houses for singles and subsets. */
    public static int[] boxesColumnsRows(int size) {
        int[] order = new int[3 * size];
        for (int i = 0; i < size; i++) {
            order[i] = 2 * size + i;
            order[size + i] = size + i;
            order[2 * size + i] = i;
        }
        return order;
    }

    /** The houses of one kind: first = 0 for rows, N for columns, 2N for boxes. */
    public static int[] range(int first, int size) {
        int[] houses = new int[size];
        for (int i = 0; i < size; i++) {
            houses[i] = first + i;
        }
        return houses;
    }
}
