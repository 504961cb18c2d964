package dev.sudoku.logic;

/**
 * Every house's slot mask of every digit at once: {@code table[house][digit]} equals {@link
 * CandidateGrid#positions(int, int)}. One pass over the houses' cells and their candidates, so a
 * technique that asks about most (house, digit) pairs pays O(N^2 * candidates per cell) once instead of
 * O(N) per question.
 */
public final class PositionTable {
    private PositionTable() {}

    /** The table of a position; index {@code [house][digit]}, digit 1..N (column 0 unused). */
    public static long[][] of(CandidateGrid grid) {
        int size = grid.size();
        long[][] table = new long[3 * size][size + 1];
        for (int house = 0; house < 3 * size; house++) {
            long[] row = table[house];
            for (int digit = 1; digit <= size; digit++) {
                row[digit] = grid.positions(house, digit);
            }
        }
        return table;
    }
}
