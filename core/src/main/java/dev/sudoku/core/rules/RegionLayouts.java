package dev.sudoku.core.rules;

import dev.sudoku.core.BoxShape;
import java.util.Random;

/**
 * Random jigsaw layouts. Starting from the boxes, it swaps pairs of border cells between two touching
 * regions, keeping a swap only when both regions stay in one piece: sizes never change, so every layout
 * made is a valid {@link RegionMap}. Some N^3 tries leave little of the boxes.
 */
public final class RegionLayouts {
    private RegionLayouts() {}

    /** A random layout of side {@code size}, the same for the same {@code random} state. */
    public static RegionMap random(int size, Random random) {
        BoxShape shape = BoxShape.defaultFor(size);
        int[] regionOf = new int[size * size];
        int stacks = size / shape.boxCols();
        for (int cell = 0; cell < regionOf.length; cell++) {
            regionOf[cell] = (cell / size / shape.boxRows()) * stacks + (cell % size) / shape.boxCols();
        }
        String labels = labels(size);
        int attempts = 2 * size * size * size;
        for (int i = 0; i < attempts; i++) {
            trySwap(size, regionOf, random);
        }
        return new RegionMap(size, regionOf, labels);
    }

    private static void trySwap(int size, int[] regionOf, Random random) {
        int a = random.nextInt(regionOf.length);
        int b = neighbour(size, a, random);
        if (b < 0 || regionOf[a] == regionOf[b]) {
            return;
        }
        int from = regionOf[a];
        int to = regionOf[b];
        int c = touching(size, regionOf, to, from, random);
        if (c < 0) {
            return;
        }
        regionOf[a] = to;
        regionOf[c] = from;
        if (!RegionChecks.connected(size, regionOf, from) || !RegionChecks.connected(size, regionOf, to)) {
            regionOf[a] = from;
            regionOf[c] = to;
        }
    }

    /** A random cell of region {@code in} with a side-neighbour in region {@code next}, or -1. */
    private static int touching(int size, int[] regionOf, int in, int next, Random random) {
        int[] found = new int[size];
        int count = 0;
        for (int cell = 0; cell < regionOf.length; cell++) {
            if (regionOf[cell] == in && touches(size, regionOf, cell, next)) {
                found[count++] = cell;
            }
        }
        return count == 0 ? -1 : found[random.nextInt(count)];
    }

    private static boolean touches(int size, int[] regionOf, int cell, int region) {
        int row = cell / size;
        int col = cell % size;
        return (row > 0 && regionOf[cell - size] == region)
                || (row < size - 1 && regionOf[cell + size] == region)
                || (col > 0 && regionOf[cell - 1] == region)
                || (col < size - 1 && regionOf[cell + 1] == region);
    }

    /** A random side-neighbour of {@code cell}, or -1 when the direction drawn leaves the grid. */
    private static int neighbour(int size, int cell, Random random) {
        int row = cell / size;
        int col = cell % size;
        return switch (random.nextInt(4)) {
            case 0 -> row > 0 ? cell - size : -1;
            case 1 -> row < size - 1 ? cell + size : -1;
            case 2 -> col > 0 ? cell - 1 : -1;
            default -> col < size - 1 ? cell + 1 : -1;
        };
    }

    private static String labels(int size) {
        StringBuilder labels = new StringBuilder();
        for (int region = 0; region < size; region++) {
            labels.append((char) ('A' + region));
        }
        return labels.toString();
    }
}
