package dev.sudoku.core.canon;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/** Grids for the canonical-form tests: random full grids, puzzles cut from them, and exhaustive enumeration. */
final class CanonGrids {
    /** The shapes whose group the tests check element by element. */
    static final List<BoxShape> SMALL_SHAPES = List.of(
            new BoxShape(2, 2),
            new BoxShape(2, 3),
            new BoxShape(3, 2),
            BoxShape.CLASSIC,
            new BoxShape(2, 4),
            new BoxShape(3, 4),
            new BoxShape(4, 4));

    private CanonGrids() {}

    /**
     * A random full grid by backtracking with digits tried in random order, fewest candidates first. Unlike
     * a shuffled pattern grid it is rarely symmetric. Meant for sides up to 16.
     */
    static Grid randomFull(BoxShape shape, Random random) {
        int n = shape.size();
        int[] values = new int[n * n];
        if (!fill(shape, values, random)) {
            throw new IllegalStateException("no grid found for " + shape);
        }
        return Grid.of(shape, values);
    }

    /** {@code full} with each cell kept with probability {@code keep}, emptied otherwise. */
    static Grid cut(Grid full, double keep, Random random) {
        int[] values = full.toArray();
        for (int cell = 0; cell < values.length; cell++) {
            if (random.nextDouble() >= keep) {
                values[cell] = 0;
            }
        }
        return Grid.of(full.shape(), values);
    }

    /** A random puzzle: a random full grid cut down to a random share of its cells. */
    static Grid randomPuzzle(BoxShape shape, Random random) {
        return cut(randomFull(shape, random), 0.1 + 0.8 * random.nextDouble(), random);
    }

    /**
     * Calls {@code each} with every full grid that keeps the given cells of {@code start} (0 is open), in
     * reading order of the open cells and increasing digits.
     */
    static void forEachCompletion(BoxShape shape, int[] start, Consumer<int[]> each) {
        complete(shape, start.clone(), 0, each);
    }

    private static void complete(BoxShape shape, int[] values, int cell, Consumer<int[]> each) {
        int n = shape.size();
        while (cell < values.length && values[cell] != 0) {
            cell++;
        }
        if (cell == values.length) {
            each.accept(values.clone());
            return;
        }
        long free = candidates(shape, values, cell);
        for (int digit = 1; digit <= n; digit++) {
            if ((free & (1L << digit)) != 0) {
                values[cell] = digit;
                complete(shape, values, cell + 1, each);
            }
        }
        values[cell] = 0;
    }

    private static boolean fill(BoxShape shape, int[] values, Random random) {
        int n = shape.size();
        int best = -1;
        long bestFree = 0;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                long free = candidates(shape, values, cell);
                if (best < 0 || Long.bitCount(free) < Long.bitCount(bestFree)) {
                    best = cell;
                    bestFree = free;
                }
            }
        }
        if (best < 0) {
            return true;
        }
        int[] order = new int[Long.bitCount(bestFree)];
        for (int digit = 1, i = 0; digit <= n; digit++) {
            if ((bestFree & (1L << digit)) != 0) {
                order[i++] = digit;
            }
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int digit : order) {
            values[best] = digit;
            if (fill(shape, values, random)) {
                return true;
            }
        }
        values[best] = 0;
        return false;
    }

    /** Bit d set when digit d is not yet in the cell's row, column or box. */
    private static long candidates(BoxShape shape, int[] values, int cell) {
        int n = shape.size();
        int row = cell / n;
        int col = cell % n;
        long used = 0;
        for (int i = 0; i < n; i++) {
            used |= 1L << values[row * n + i];
            used |= 1L << values[i * n + col];
        }
        int top = row - row % shape.boxRows();
        int left = col - col % shape.boxCols();
        for (int r = top; r < top + shape.boxRows(); r++) {
            for (int c = left; c < left + shape.boxCols(); c++) {
                used |= 1L << values[r * n + c];
            }
        }
        long all = ((1L << n) - 1) << 1;
        return all & ~used;
    }

    /** The image with the best relabelling: digits renumbered in order of first appearance. */
    static int[] relabelledByFirstAppearance(Grid grid) {
        int[] label = new int[grid.size() + 1];
        int next = 1;
        int[] out = new int[grid.cellCount()];
        for (int cell = 0; cell < out.length; cell++) {
            int value = grid.get(cell);
            if (value != 0 && label[value] == 0) {
                label[value] = next++;
            }
            out[cell] = label[value];
        }
        return out;
    }
}
