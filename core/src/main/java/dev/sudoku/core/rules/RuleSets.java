package dev.sudoku.core.rules;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Builds the rule sets of classic Sudoku and its variants on an N x N grid. */
public final class RuleSets {
    /** The largest side a variant is played on. */
    public static final int MAX_SIZE = 32;

    private RuleSets() {}

    /** Classic Sudoku of a box shape as a rule set: rows, columns, boxes. */
    public static RuleSet classic(BoxShape shape) {
        return of(EnumSet.noneOf(Variant.class), shape.size(), Optional.empty());
    }

    /**
     * The rule set of {@code variants} on an N x N grid. Jigsaw takes its regions from {@code regions}
     * (required then, refused otherwise); without jigsaw the boxes are the default shape for N. Windoku
     * needs square boxes (N a square: 4, 9, 16, 25): its windows sit one cell in from each box corner.
     *
     * @throws IllegalArgumentException naming what does not fit
     */
    public static RuleSet of(Set<Variant> variants, int size, Optional<RegionMap> regions) {
        requireCombinable(variants);
        if (variants.contains(Variant.SAMURAI)) {
            if (size != 9 || regions.isPresent()) {
                throw new IllegalArgumentException("samurai is five 9x9 grids, not " + size + "x" + size);
            }
            return Samurai.rules();
        }
        boolean jigsaw = variants.contains(Variant.JIGSAW);
        if (jigsaw != regions.isPresent()) {
            throw new IllegalArgumentException(
                    jigsaw ? "a jigsaw puzzle needs its region map" : "a region map is only for jigsaw puzzles");
        }
        if (regions.isPresent() && regions.get().size() != size) {
            throw new IllegalArgumentException("the region map is "
                    + regions.get().size() + "x" + regions.get().size() + ", the grid " + size + "x" + size);
        }
        if (size > MAX_SIZE) {
            throw new IllegalArgumentException(
                    "variants are played up to " + MAX_SIZE + "x" + MAX_SIZE + ", not " + size + "x" + size);
        }
        List<RuleHouse> houses = new ArrayList<>();
        lines(size, houses);
        if (jigsaw) {
            regions(regions.get(), houses);
        } else {
            boxes(BoxShape.defaultFor(size), houses);
        }
        if (variants.contains(Variant.X)) {
            diagonals(size, houses);
        }
        if (variants.contains(Variant.WINDOKU)) {
            windows(size, houses);
        }
        int[] rowOf = new int[size * size];
        int[] colOf = new int[size * size];
        for (int cell = 0; cell < rowOf.length; cell++) {
            rowOf[cell] = cell / size;
            colOf[cell] = cell % size;
        }
        return new RuleSet(variants, regions, size, size, size, rowOf, colOf, houses);
    }

    /**
     * Refuses variants that exclude each other whatever the grid: samurai with any other, consecutive with
     * partial-consecutive. Readers ask this once, before any puzzle, so a refusal is one usage error and
     * not one error per entry.
     *
     * @throws IllegalArgumentException naming the variants that do not combine
     */
    public static void requireCombinable(Set<Variant> variants) {
        if (variants.contains(Variant.SAMURAI) && variants.size() > 1) {
            throw new IllegalArgumentException("samurai is five 9x9 grids and combines with no other variant");
        }
        if (variants.contains(Variant.CONSECUTIVE) && variants.contains(Variant.PARTIAL_CONSECUTIVE)) {
            throw new IllegalArgumentException(
                    "consecutive (every consecutive pair barred) and partial-consecutive exclude each other");
        }
    }

    private static void lines(int size, List<RuleHouse> houses) {
        for (int row = 0; row < size; row++) {
            int[] cells = new int[size];
            for (int col = 0; col < size; col++) {
                cells[col] = row * size + col;
            }
            houses.add(new RuleHouse("row " + (row + 1), cells));
        }
        for (int col = 0; col < size; col++) {
            int[] cells = new int[size];
            for (int row = 0; row < size; row++) {
                cells[row] = row * size + col;
            }
            houses.add(new RuleHouse("column " + (col + 1), cells));
        }
    }

    private static void boxes(BoxShape shape, List<RuleHouse> houses) {
        int size = shape.size();
        int stacks = size / shape.boxCols();
        for (int box = 0; box < size; box++) {
            int[] cells = new int[size];
            int top = (box / stacks) * shape.boxRows();
            int left = (box % stacks) * shape.boxCols();
            for (int i = 0; i < size; i++) {
                cells[i] = (top + i / shape.boxCols()) * size + left + i % shape.boxCols();
            }
            houses.add(new RuleHouse("box " + (box + 1), cells));
        }
    }

    private static void regions(RegionMap map, List<RuleHouse> houses) {
        List<int[]> regions = map.regions();
        for (int region = 0; region < regions.size(); region++) {
            houses.add(new RuleHouse("region " + map.labels().charAt(region), regions.get(region)));
        }
    }

    private static void diagonals(int size, List<RuleHouse> houses) {
        int[] main = new int[size];
        int[] anti = new int[size];
        for (int i = 0; i < size; i++) {
            main[i] = i * size + i;
            anti[i] = i * size + size - 1 - i;
        }
        houses.add(new RuleHouse("main diagonal", main));
        houses.add(new RuleHouse("anti-diagonal", anti));
    }

    /** Windoku's windows: b x b squares one cell in from the box corners, (b-1)^2 of them, N = b^2. */
    private static void windows(int size, List<RuleHouse> houses) {
        int side = (int) Math.round(Math.sqrt(size));
        if (side * side != size) {
            throw new IllegalArgumentException(
                    "windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not " + size + "x" + size);
        }
        int window = 0;
        for (int down = 0; down < side - 1; down++) {
            for (int across = 0; across < side - 1; across++) {
                int top = 1 + down * (side + 1);
                int left = 1 + across * (side + 1);
                int[] cells = new int[size];
                for (int i = 0; i < size; i++) {
                    cells[i] = (top + i / side) * size + left + i % side;
                }
                houses.add(new RuleHouse("window " + ++window, cells));
            }
        }
    }
}
