package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;

/**
 * Constructed positions for the almost-locked-set tests, on any box shape: every cell filled (with a valid
 * solution, so no house repeats a digit) except the named cells, which get exactly the named candidates.
 * With no other empty cell, the sets and links of a position are only those the test draws. Cells are
 * written {@code r1c2=1,2,5}.
 */
final class AlsPositions {
    private AlsPositions() {}

    static CandidateGrid of(BoxShape shape, String... cells) {
        int n = shape.size();
        int[] values = new int[n * n];
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                // A valid solution: each box row shifts the pattern by one box width, each band by one.
                int shift = (row % shape.boxRows()) * shape.boxCols() + row / shape.boxRows();
                values[row * n + col] = (shift + col) % n + 1;
            }
        }
        long[] candidates = new long[n * n];
        for (String spec : cells) {
            String[] parts = spec.split("=");
            int cell = ChainFixtures.cell(CandidateGrid.fromPuzzle(Grid.empty(shape)), parts[0]);
            values[cell] = 0;
            for (String digit : parts[1].split(",")) {
                candidates[cell] |= Masks.bit(Integer.parseInt(digit));
            }
        }
        return CandidateGrid.fromPosition(Grid.of(shape, values), candidates);
    }

    /** The text of every step a technique offers, in order. */
    static List<String> texts(Technique technique, CandidateGrid grid) {
        StepText text = new StepText(grid.size());
        return Pencilmarks.all(technique, grid).stream().map(text::describe).toList();
    }
}
