package dev.sudoku.logic.uniqueness;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The loop search keeps only the loops that pass SE's validity test as they close. On random positions
 * rich in cells with the same two digits, every loop it returns must pass the test written out in full.
 */
class LoopSearchTest {

    @Test
    void every_loop_found_passes_the_validity_test() {
        BoxShape shape = BoxShape.CLASSIC;
        int loops = 0;
        for (long seed = 1; seed <= 100; seed++) {
            CandidateGrid grid = pairRich(shape, new SplittableRandom(seed));
            for (int start = 0; start < grid.cellCount(); start++) {
                if (Long.bitCount(grid.candidates(start)) != 2) {
                    continue;
                }
                for (int[] loop : LoopSearch.from(grid, start)) {
                    assertThat(isValid(grid.geometry(), loop))
                            .as("seed %d, loop from r%dc%d", seed, start / 9 + 1, start % 9 + 1)
                            .isTrue();
                    loops++;
                }
            }
        }
        assertThat(loops).as("loops found").isGreaterThan(100);
    }

    /** Cells holding 1 and 2 about a third of the time, some with a few more digits; the others random. */
    private static CandidateGrid pairRich(BoxShape shape, SplittableRandom random) {
        long[] masks = new long[shape.cellCount()];
        for (int cell = 0; cell < masks.length; cell++) {
            if (random.nextDouble() < 0.3) {
                masks[cell] = 0b11;
                for (int digit = 2; digit < 9; digit++) {
                    if (random.nextDouble() < 0.1) {
                        masks[cell] |= 1L << digit;
                    }
                }
            } else {
                masks[cell] = 1L << (2 + random.nextInt(7)) | 1L << random.nextInt(9);
            }
        }
        return CandidateGrid.fromPosition(Grid.empty(shape), masks);
    }

    /**
     * SE's validity test: walking the loop with alternating parity, no house may be met twice at the same
     * parity, and the houses met at even positions must be those met at odd positions. Then every house
     * of the loop holds two of its cells, one of each parity, as a deadly pattern needs.
     */
    private static boolean isValid(Geometry geometry, int[] loop) {
        int houses = 3 * geometry.size();
        boolean[] even = new boolean[houses];
        boolean[] odd = new boolean[houses];
        for (int i = 0; i < loop.length; i++) {
            boolean[] seen = i % 2 == 0 ? even : odd;
            for (int type = LoopSearch.BLOCK; type <= LoopSearch.COLUMN; type++) {
                int house = LoopSearch.house(geometry, loop[i], type);
                if (seen[house]) {
                    return false;
                }
                seen[house] = true;
            }
        }
        return Arrays.equals(even, odd);
    }
}
