package dev.sudoku.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Every minimal unique puzzle of a 4x4 grid whose rules are givens and houses only (classic, X, windoku,
 * jigsaw and their combinations), found without a solver so that a bound checked over them rests on
 * nothing but this enumeration: all grids by backtracking, and every clue set of a grid, of which the
 * unique ones are those that meet every other grid somewhere it differs.
 *
 * <p>Cost: per grid, 2^16 clue sets, each checked against the other grids' difference masks (most clue
 * sets fail at once; the unique ones read every mask): some tens of milliseconds per grid of a rule set
 * with 288 grids, less with fewer.
 */
public final class FourByFourPuzzles {
    public static final int SIDE = 4;
    public static final int CELLS = SIDE * SIDE;

    private final List<int[]> grids;

    /** The puzzles of the rules whose houses are {@code houses}, each a list of cells. */
    public FourByFourPuzzles(List<int[]> houses) {
        grids = new ArrayList<>();
        fill(peers(houses), new int[CELLS], 0, grids);
    }

    /** Every valid grid of the rules, in reading order, digits 1-4. */
    public List<int[]> grids() {
        return grids;
    }

    /**
     * The grids with first row 1234: relabelling the digits changes neither a puzzle's uniqueness nor its
     * steps, so these stand for all grids of rules that treat every digit alike.
     */
    public List<int[]> normalisedGrids() {
        return grids.stream()
                .filter(grid -> grid[0] == 1 && grid[1] == 2 && grid[2] == 3 && grid[3] == 4)
                .toList();
    }

    /** Calls {@code givens} with the clue set (one bit a cell) of every minimal unique puzzle of {@code grid}. */
    public void forEachMinimal(int[] grid, IntConsumer givens) {
        int[] differ = differences(grid);
        for (int set = 0; set < 1 << CELLS; set++) {
            if (unique(set, differ) && minimal(set, differ)) {
                givens.accept(set);
            }
        }
    }

    /** The puzzle of {@code grid} whose givens are the cells of {@code set}, 0 for an empty cell. */
    public static int[] values(int[] grid, int set) {
        int[] values = new int[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            values[cell] = (set >> cell & 1) != 0 ? grid[cell] : 0;
        }
        return values;
    }

    /** The cells where each other grid differs from {@code grid}, one bit a cell. */
    private int[] differences(int[] grid) {
        List<Integer> masks = new ArrayList<>();
        for (int[] other : grids) {
            int mask = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                mask |= grid[cell] != other[cell] ? 1 << cell : 0;
            }
            if (mask != 0) {
                masks.add(mask);
            }
        }
        return masks.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Unique when every other grid differs somewhere on a given. */
    private static boolean unique(int givens, int[] differ) {
        for (int mask : differ) {
            if ((mask & givens) == 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean minimal(int givens, int[] differ) {
        for (int cell = 0; cell < CELLS; cell++) {
            if ((givens >> cell & 1) != 0 && unique(givens & ~(1 << cell), differ)) {
                return false;
            }
        }
        return true;
    }

    /** Each cell's peers, one bit a cell: the cells sharing a house with it. */
    private static int[] peers(List<int[]> houses) {
        int[] peers = new int[CELLS];
        for (int[] house : houses) {
            int mask = 0;
            for (int cell : house) {
                mask |= 1 << cell;
            }
            for (int cell : house) {
                peers[cell] |= mask & ~(1 << cell);
            }
        }
        return peers;
    }

    private static void fill(int[] peers, int[] grid, int cell, List<int[]> grids) {
        if (cell == CELLS) {
            grids.add(grid.clone());
            return;
        }
        for (int digit = 1; digit <= SIDE; digit++) {
            boolean free = true;
            for (int other = 0; other < cell && free; other++) {
                free = grid[other] != digit || (peers[cell] >> other & 1) == 0;
            }
            if (free) {
                grid[cell] = digit;
                fill(peers, grid, cell + 1, grids);
            }
        }
        grid[cell] = 0;
    }
}
