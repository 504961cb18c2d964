package dev.sudoku.core.rules;

import java.util.Arrays;

/** The side-neighbours of a cell of an N x N grid: above, below, left, right, those on the grid. */
final class Neighbours {
    private Neighbours() {}

    static int[] of(int cell, int size) {
        int row = cell / size;
        int col = cell % size;
        int[] list = new int[4];
        int count = 0;
        if (row > 0) {
            list[count++] = cell - size;
        }
        if (row < size - 1) {
            list[count++] = cell + size;
        }
        if (col > 0) {
            list[count++] = cell - 1;
        }
        if (col < size - 1) {
            list[count++] = cell + 1;
        }
        return Arrays.copyOf(list, count);
    }
}
