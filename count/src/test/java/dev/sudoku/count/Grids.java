package dev.sudoku.count;

import dev.sudoku.core.BoxShape;

/** A checker written the obvious way, for tests: every row, column and box holds each digit once. */
final class Grids {
    private Grids() {}

    static boolean isValid(byte[] grid, BoxShape shape) {
        int n = shape.size();
        int[] rows = new int[n];
        int[] cols = new int[n];
        int[] boxes = new int[n];
        for (int cell = 0; cell < n * n; cell++) {
            int bit = 1 << grid[cell];
            int r = cell / n;
            int c = cell % n;
            int box = (r / shape.boxRows()) * (n / shape.boxCols()) + c / shape.boxCols();
            if ((rows[r] & bit) != 0 || (cols[c] & bit) != 0 || (boxes[box] & bit) != 0) {
                return false;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[box] |= bit;
        }
        return true;
    }

    /** Whether both main diagonals of a grid hold N different digits. */
    static boolean diagonalsHoldEveryDigit(byte[] grid, int n) {
        int main = 0;
        int anti = 0;
        for (int i = 0; i < n; i++) {
            main |= 1 << grid[i * n + i];
            anti |= 1 << grid[i * n + (n - 1 - i)];
        }
        return Integer.bitCount(main) == n && Integer.bitCount(anti) == n;
    }
}
