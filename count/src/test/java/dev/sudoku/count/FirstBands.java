package dev.sudoku.count;

import dev.sudoku.core.BoxShape;

/** Counts first bands the obvious way, for tests: cell by cell, first row 0..N-1, no digit twice in a house. */
final class FirstBands {
    private FirstBands() {}

    /** Bands whose first row is 0, 1, ..., N-1; every band is a relabelling of exactly one. */
    static long withFirstRowInOrder(BoxShape shape) {
        int n = shape.size();
        return fill(shape, 0, new int[shape.boxRows()], new int[n], new int[n / shape.boxCols()]);
    }

    private static long fill(BoxShape shape, int cell, int[] rows, int[] cols, int[] boxes) {
        int n = shape.size();
        if (cell == n * shape.boxRows()) {
            return 1;
        }
        int r = cell / n;
        int c = cell % n;
        if (r == 0) {
            int bit = 1 << c;
            rows[0] |= bit;
            cols[c] |= bit;
            boxes[c / shape.boxCols()] |= bit;
            return fill(shape, cell + 1, rows, cols, boxes);
        }
        int box = c / shape.boxCols();
        long count = 0;
        for (int digit = 0; digit < n; digit++) {
            int bit = 1 << digit;
            if ((rows[r] & bit) == 0 && (cols[c] & bit) == 0 && (boxes[box] & bit) == 0) {
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[box] |= bit;
                count += fill(shape, cell + 1, rows, cols, boxes);
                rows[r] &= ~bit;
                cols[c] &= ~bit;
                boxes[box] &= ~bit;
            }
        }
        return count;
    }
}
