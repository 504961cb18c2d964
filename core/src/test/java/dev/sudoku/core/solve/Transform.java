package dev.sudoku.core.solve;

import dev.sudoku.core.Grid;
import java.util.Random;

/**
 * A random validity-preserving transformation of 9x9 grids: digit relabelling, rows permuted within
 * bands, bands permuted, columns within stacks, stacks, and an optional transpose. Applied to a puzzle
 * and to its solution it must give a puzzle and its solution.
 */
final class Transform {
    private final int[] digitMap = new int[10];
    private final int[] rowMap = new int[9];
    private final int[] colMap = new int[9];
    private final boolean transpose;

    Transform(Random random) {
        int[] digits = shuffled(random, 9);
        for (int d = 1; d <= 9; d++) {
            digitMap[d] = digits[d - 1] + 1;
        }
        fillLineMap(random, rowMap);
        fillLineMap(random, colMap);
        transpose = random.nextBoolean();
    }

    Grid apply(Grid grid) {
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int value = grid.get(rowMap[r], colMap[c]);
                int target = transpose ? c * 9 + r : r * 9 + c;
                out[target] = digitMap[value];
            }
        }
        return Grid.of(out);
    }

    /** Lines permuted within each group of three, and the groups permuted. */
    private static void fillLineMap(Random random, int[] map) {
        int[] groups = shuffled(random, 3);
        for (int g = 0; g < 3; g++) {
            int[] within = shuffled(random, 3);
            for (int i = 0; i < 3; i++) {
                map[g * 3 + i] = groups[g] * 3 + within[i];
            }
        }
    }

    private static int[] shuffled(Random random, int n) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return values;
    }
}
