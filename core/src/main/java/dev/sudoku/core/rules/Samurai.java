package dev.sudoku.core.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Samurai Sudoku's layout: five 9x9 grids on a 21 x 21 canvas, top-left, top-right, centre, bottom-left
 * and bottom-right, the centre grid's corner boxes shared with the other four: 369 cells, named by their
 * canvas row and column (r1c1 to r21c21). Each grid keeps its rows, columns and boxes; a shared box is one
 * house, not two.
 */
public final class Samurai {
    /** The canvas side. */
    public static final int SIDE = 21;
    /** The grids in the order samurai text lists them, with the top-left canvas corner of each. */
    static final List<String> GRIDS = List.of("top-left", "top-right", "centre", "bottom-left", "bottom-right");

    static final int[][] CORNERS = {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}};

    private static final int[] CELL_AT = cellIndex();
    private static final RuleSet RULES = build();

    private Samurai() {}

    /** The rule set, the same instance each time. */
    public static RuleSet rules() {
        return RULES;
    }

    /** The cell at a canvas position (0-based), or -1 where no grid covers it. */
    public static int cellAt(int row, int col) {
        return CELL_AT[row * SIDE + col];
    }

    /** The cell at position {@code slot} (0..80, reading order) of grid {@code grid} (0..4). */
    static int cellOf(int grid, int slot) {
        return cellAt(CORNERS[grid][0] + slot / 9, CORNERS[grid][1] + slot % 9);
    }

    private static int[] cellIndex() {
        int[] cellAt = new int[SIDE * SIDE];
        java.util.Arrays.fill(cellAt, -1);
        for (int[] corner : CORNERS) {
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    cellAt[(corner[0] + r) * SIDE + corner[1] + c] = 0;
                }
            }
        }
        int next = 0;
        for (int position = 0; position < cellAt.length; position++) {
            if (cellAt[position] == 0) {
                cellAt[position] = next++;
            } else {
                cellAt[position] = -1;
            }
        }
        return cellAt;
    }

    private static RuleSet build() {
        int cells = 0;
        for (int position : CELL_AT) {
            cells += position >= 0 ? 1 : 0;
        }
        int[] rowOf = new int[cells];
        int[] colOf = new int[cells];
        for (int position = 0; position < CELL_AT.length; position++) {
            if (CELL_AT[position] >= 0) {
                rowOf[CELL_AT[position]] = position / SIDE;
                colOf[CELL_AT[position]] = position % SIDE;
            }
        }
        List<RuleHouse> houses = new ArrayList<>();
        Set<Set<Integer>> seen = new HashSet<>();
        for (int grid = 0; grid < CORNERS.length; grid++) {
            for (int i = 0; i < 9; i++) {
                int[] row = new int[9];
                int[] col = new int[9];
                int[] box = new int[9];
                for (int j = 0; j < 9; j++) {
                    row[j] = cellOf(grid, i * 9 + j);
                    col[j] = cellOf(grid, j * 9 + i);
                    box[j] = cellOf(grid, ((i / 3) * 3 + j / 3) * 9 + (i % 3) * 3 + j % 3);
                }
                add(houses, seen, GRIDS.get(grid) + " row " + (i + 1), row);
                add(houses, seen, GRIDS.get(grid) + " column " + (i + 1), col);
                add(houses, seen, GRIDS.get(grid) + " box " + (i + 1), box);
            }
        }
        return new RuleSet(EnumSet.of(Variant.SAMURAI), Optional.empty(), 9, SIDE, SIDE, rowOf, colOf, houses);
    }

    /** Adds a house unless the same cells are one already (the shared boxes). */
    private static void add(List<RuleHouse> houses, Set<Set<Integer>> seen, String name, int[] cells) {
        Set<Integer> key = new HashSet<>();
        for (int cell : cells) {
            key.add(cell);
        }
        if (seen.add(key)) {
            houses.add(new RuleHouse(name, cells));
        }
    }
}
