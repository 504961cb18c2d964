package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;

/**
 * Loads a published pencilmark grid: the puzzle's givens, then one token a cell (rows of space-separated
 * tokens). A single digit in a cell that is not a given is a placed digit; any other token lists the
 * cell's candidates.
 */
final class PencilmarkGrid {
    private PencilmarkGrid() {}

    static CandidateGrid of(String givens, String... rows) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(givens));
        int n = grid.size();
        String[] tokens = String.join(" ", rows).trim().split("\\s+");
        if (tokens.length != n * n) {
            throw new IllegalArgumentException("expected " + n * n + " cells, got " + tokens.length);
        }
        for (int cell = 0; cell < tokens.length; cell++) {
            if (tokens[cell].length() == 1 && grid.isEmpty(cell)) {
                grid.place(cell, tokens[cell].charAt(0) - '0');
            }
        }
        for (int cell = 0; cell < tokens.length; cell++) {
            if (!grid.isEmpty(cell)) {
                continue;
            }
            long wanted = 0;
            for (char c : tokens[cell].toCharArray()) {
                wanted |= Masks.bit(c - '0');
            }
            if ((grid.candidates(cell) & wanted) != wanted) {
                throw new IllegalArgumentException("cell " + cell + " cannot hold " + tokens[cell]);
            }
            for (int digit = 1; digit <= n; digit++) {
                if ((wanted & Masks.bit(digit)) == 0) {
                    grid.eliminate(cell, digit);
                }
            }
        }
        return grid;
    }

    /** An empty grid of any shape, for constructed positions. */
    static CandidateGrid empty(BoxShape shape) {
        return CandidateGrid.fromPuzzle(Grid.empty(shape));
    }

    /** Leaves only {@code digits} at (row, col), both 1-based. */
    static void keepOnly(CandidateGrid grid, int row, int col, int... digits) {
        int n = grid.size();
        int cell = (row - 1) * n + col - 1;
        for (int d = 1; d <= n; d++) {
            boolean keep = false;
            for (int k : digits) {
                keep |= k == d;
            }
            if (!keep) {
                grid.eliminate(cell, d);
            }
        }
    }
}
