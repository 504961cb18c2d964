package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import java.util.Arrays;

/**
 * The houses shared by every cell of a set: its row, column and box when all cells have the same one,
 * else -1 for that kind. A cell outside the set sees every cell of it exactly when it lies in one of
 * these houses: two cells in one row but different boxes have no common peer off that row, so the
 * common peers of any set are the union of the houses it lies in wholly.
 *
 * <p>Cost: O(|cells|) to build.
 */
record Span(int row, int col, int box) {
    static Span of(Geometry geometry, int[] cells, int count) {
        int row = geometry.row(cells[0]);
        int col = geometry.col(cells[0]);
        int box = geometry.box(cells[0]);
        for (int i = 1; i < count; i++) {
            int cell = cells[i];
            if (geometry.row(cell) != row) {
                row = -1;
            }
            if (geometry.col(cell) != col) {
                col = -1;
            }
            if (geometry.box(cell) != box) {
                box = -1;
            }
        }
        return new Span(row, col, box);
    }

    /** The shared houses as global house indices (rows, then N + column, then 2N + box). */
    int[] houses(int size) {
        int[] houses = new int[3];
        int count = 0;
        if (row >= 0) {
            houses[count++] = row;
        }
        if (col >= 0) {
            houses[count++] = size + col;
        }
        if (box >= 0) {
            houses[count++] = 2 * size + box;
        }
        return Arrays.copyOf(houses, count);
    }
}
