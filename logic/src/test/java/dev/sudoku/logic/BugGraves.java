package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;

/**
 * Constructed Bivalue Universal Graves for the BUG tests. A pattern solution S (band rows shifted by the
 * box width, bands by one) has its cells holding digits 1..k emptied; each such cell keeps S's digit and
 * the next one in the cycle 1 -> 2 -> ... -> k -> 1. Each digit then has two places in every house it is
 * missing from and every empty cell two candidates: a grave with the two solutions S and S shifted by the
 * cycle. Tests add extra candidates to that.
 */
final class BugGraves {
    private BugGraves() {}

    /** The pattern solution's digit at (row, col), 0-based. */
    static int solution(BoxShape shape, int row, int col) {
        int n = shape.size();
        return ((row % shape.boxRows()) * shape.boxCols() + row / shape.boxRows() + col) % n + 1;
    }

    /** The grave on digits 1..k. */
    static CandidateGrid cyclic(BoxShape shape, int k) {
        int n = shape.size();
        int[] values = new int[n * n];
        long[] candidates = new long[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            int digit = solution(shape, cell / n, cell % n);
            if (digit <= k) {
                candidates[cell] = Masks.bit(digit) | Masks.bit(digit % k + 1);
            } else {
                values[cell] = digit;
            }
        }
        return CandidateGrid.fromPosition(Grid.of(shape, values), candidates);
    }

    /** The same grave with extra candidates given as {@code "r1c1+3"}. */
    static CandidateGrid withExtras(BoxShape shape, int k, String... extras) {
        CandidateGrid grave = cyclic(shape, k);
        long[] candidates = grave.candidateMasks();
        for (String extra : extras) {
            String[] parts = extra.split("\\+");
            candidates[cell(parts[0], shape.size())] |= Masks.bit(Integer.parseInt(parts[1]));
        }
        return CandidateGrid.fromPosition(grave.toGrid(), candidates);
    }

    static int cell(String name, int size) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * size + Integer.parseInt(parts[1]) - 1;
    }

    static String name(int cell, int size) {
        return Cells.name(cell, size);
    }
}
