package dev.sudoku.logic.forcing;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import java.util.SplittableRandom;

/** Random positions for property tests of the chain tables: any candidates, no solution implied. */
final class RandomPositions {
    private RandomPositions() {}

    /** Empty cells, each keeping every digit with the given probability (at least one). */
    static CandidateGrid grid(BoxShape shape, double density, SplittableRandom random) {
        int n = shape.size();
        long[] masks = new long[n * n];
        for (int cell = 0; cell < masks.length; cell++) {
            for (int digit = 0; digit < n; digit++) {
                if (random.nextDouble() < density) {
                    masks[cell] |= 1L << digit;
                }
            }
            if (masks[cell] == 0) {
                masks[cell] = 1L << random.nextInt(n);
            }
        }
        return CandidateGrid.fromPosition(Grid.empty(shape), masks);
    }
}
