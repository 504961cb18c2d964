package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import java.util.SplittableRandom;

/**
 * Random transformations that map every valid grid of a shape onto a valid grid: relabelling the digits,
 * permuting the bands (groups of R rows) and the rows inside each band, the stacks (groups of C columns)
 * and the columns inside each stack, and, for square boxes, transposing. Each is drawn uniformly, so the
 * composition is a uniform element of the group they generate. Cost O(N^2).
 */
final class GridShuffle {
    private GridShuffle() {}

    static int[] apply(BoxShape shape, int[] grid, SplittableRandom random) {
        int n = shape.size();
        int r = shape.boxRows();
        int c = shape.boxCols();
        int[] digits = permutation(n, random);
        int[] rows = lines(n / r, r, random);
        int[] cols = lines(n / c, c, random);
        boolean transpose = r == c && random.nextBoolean();
        int[] out = new int[n * n];
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int value = digits[grid[rows[row] * n + cols[col]] - 1] + 1;
                out[transpose ? col * n + row : row * n + col] = value;
            }
        }
        return out;
    }

    /**
     * A permutation of {@code groups * width} lines that keeps each group of {@code width} consecutive
     * lines together: the groups in random order, and the lines of each in random order.
     */
    private static int[] lines(int groups, int width, SplittableRandom random) {
        int[] groupOrder = permutation(groups, random);
        int[] order = new int[groups * width];
        for (int g = 0; g < groups; g++) {
            int[] inside = permutation(width, random);
            for (int i = 0; i < width; i++) {
                order[g * width + i] = groupOrder[g] * width + inside[i];
            }
        }
        return order;
    }

    /** A uniform random permutation of 0..n-1 (Fisher-Yates). */
    static int[] permutation(int n, SplittableRandom random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        shuffle(p, random);
        return p;
    }

    static <T> void shuffle(T[] items, SplittableRandom random) {
        for (int i = items.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    static void shuffle(int[] items, SplittableRandom random) {
        for (int i = items.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }
}
