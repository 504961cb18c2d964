package dev.sudoku.generator;

import dev.sudoku.core.rules.RegionMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every jigsaw layout of a 4x4 grid: each way to cut it into four side-connected regions of four cells.
 * The first empty cell in reading order starts the next region, which takes three more empty cells; a
 * layout is therefore found once, its regions numbered in the order of their first cells. Some thousands
 * of candidate regions are tried in all, a few milliseconds.
 */
public final class FourByFourLayouts {
    private static final int SIDE = FourByFourPuzzles.SIDE;
    private static final int CELLS = FourByFourPuzzles.CELLS;

    private FourByFourLayouts() {}

    public static List<RegionMap> all() {
        List<RegionMap> layouts = new ArrayList<>();
        int[] regionOf = new int[CELLS];
        Arrays.fill(regionOf, -1);
        cut(regionOf, 0, layouts);
        return layouts;
    }

    private static void cut(int[] regionOf, int region, List<RegionMap> layouts) {
        int first = 0;
        while (first < CELLS && regionOf[first] >= 0) {
            first++;
        }
        if (first == CELLS) {
            layouts.add(new RegionMap(SIDE, regionOf, "ABCD"));
            return;
        }
        for (int a = first + 1; a < CELLS; a++) {
            for (int b = a + 1; b < CELLS; b++) {
                for (int c = b + 1; c < CELLS; c++) {
                    int cells = 1 << first | 1 << a | 1 << b | 1 << c;
                    if (regionOf[a] < 0 && regionOf[b] < 0 && regionOf[c] < 0 && connected(cells, first)) {
                        for (int cell : new int[] {first, a, b, c}) {
                            regionOf[cell] = region;
                        }
                        cut(regionOf, region + 1, layouts);
                        for (int cell : new int[] {first, a, b, c}) {
                            regionOf[cell] = -1;
                        }
                    }
                }
            }
        }
    }

    /** Whether the cells of {@code cells} (one bit a cell) all reach {@code start} through side-neighbours. */
    private static boolean connected(int cells, int start) {
        int reached = 1 << start;
        int grown = reached | around(reached) & cells;
        while (grown != reached) {
            reached = grown;
            grown = reached | around(reached) & cells;
        }
        return reached == cells;
    }

    /** The side-neighbours of the cells of {@code cells}, one bit a cell. */
    private static int around(int cells) {
        int around = 0;
        for (int cell = 0; cell < CELLS; cell++) {
            if ((cells >> cell & 1) != 0) {
                int col = cell % SIDE;
                around |= (cell >= SIDE ? 1 << cell - SIDE : 0)
                        | (cell < CELLS - SIDE ? 1 << cell + SIDE : 0)
                        | (col > 0 ? 1 << cell - 1 : 0)
                        | (col < SIDE - 1 ? 1 << cell + 1 : 0);
            }
        }
        return around;
    }
}
