package dev.sudoku.logic.uniqueness;

import java.util.function.IntFunction;

/**
 * What the BUG analysis ({@link BugGrave}) reads of a position, so the classic grid and a variant's rule
 * set share it.
 *
 * @param digits the number of digits, N
 * @param houses the houses' cells, in the order a scan takes them (it decides which BUG cell is met first)
 * @param candidates each cell's candidates as a mask, bit d-1 for digit d; 0 once it is placed
 * @param empty whether each cell is empty
 * @param peers the cells sharing a house with a cell, in the order the cells seeing every BUG cell are
 *     listed
 * @param sees whether two cells share a house
 */
public record GraveGrid(
        int digits, int[][] houses, long[] candidates, boolean[] empty, IntFunction<int[]> peers, Sees sees) {
    /** Whether two cells share a house. */
    @FunctionalInterface
    public interface Sees {
        boolean test(int a, int b);
    }
}
