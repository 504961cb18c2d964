package dev.sudoku.logic.fish;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The houses and sight of a grid as the search for Franken and Mutant fish reads them, so one search serves
 * the classic grids and any rule set of at most {@link #MAX_CELLS} cells (a jigsaw's regions, an X's
 * diagonals and a windoku's windows are houses like the boxes). Cell sets are two {@code long}s (cells 0-63
 * and 64-127).
 *
 * @param digits how many digits (and cells in a house) the grid has
 * @param houseCells each house's cells
 * @param houseTypes each house's type, one of {@link #ROW}, {@link #COLUMN}, {@link #BLOCK}, {@link #OTHER}
 *     or {@link #NONE}
 * @param housesOfCell each cell's houses, ascending
 * @param peersLo per cell, the cells 0-63 that cannot hold the same digit as it (itself excluded)
 * @param peersHi per cell, the cells 64-127 likewise
 */
public record FishBoard(
        int digits, int[][] houseCells, int[] houseTypes, int[][] housesOfCell, long[] peersLo, long[] peersHi) {
    /** The most cells a board may have: two words of cell bits. */
    public static final int MAX_CELLS = 128;
    /** A row, base set of a Franken fish in one orientation, cover set in the other. */
    public static final int ROW = 1;
    /** A column, the other way round. */
    public static final int COLUMN = 2;
    /** A box, or a house shaped like one (a jigsaw region, a window): a Franken fish's base or cover set. */
    public static final int BLOCK = 4;
    /** Any other house holding every digit once (a diagonal): a Mutant fish's set only. */
    public static final int OTHER = 8;
    /** A house that does not hold every digit: no fish's set. */
    public static final int NONE = 0;

    private static final ConcurrentMap<BoxShape, FishBoard> CLASSIC = new ConcurrentHashMap<>();

    public FishBoard {
        if (peersLo.length > MAX_CELLS) {
            throw new IllegalArgumentException("a fish board has at most " + MAX_CELLS + " cells");
        }
    }

    /** A classic grid's board: rows, then columns, then boxes, as the geometry numbers its houses. */
    public static FishBoard of(Geometry geometry) {
        return CLASSIC.computeIfAbsent(geometry.shape(), shape -> build(geometry));
    }

    private static FishBoard build(Geometry geometry) {
        int n = geometry.size();
        int cells = n * n;
        int[][] houseCells = new int[3 * n][];
        int[] types = new int[3 * n];
        for (int house = 0; house < 3 * n; house++) {
            houseCells[house] = geometry.cellsOf(house).clone();
            types[house] = house < n ? ROW : house < 2 * n ? COLUMN : BLOCK;
        }
        int[][] housesOfCell = new int[cells][];
        long[] lo = new long[cells];
        long[] hi = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            housesOfCell[cell] = new int[] {geometry.row(cell), n + geometry.col(cell), 2 * n + geometry.box(cell)};
            for (int peer : geometry.peersOf(cell)) {
                if (peer < 64) {
                    lo[cell] |= 1L << peer;
                } else {
                    hi[cell] |= 1L << (peer - 64);
                }
            }
        }
        return new FishBoard(n, houseCells, types, housesOfCell, lo, hi);
    }

    /**
     * A classic grid's digits' places as the search reads them: per digit (1 to N), cells 0-63, then 64-127.
     */
    public static long[][] places(CandidateGrid grid) {
        long[][] places = new long[grid.size() + 1][2];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                places[Long.numberOfTrailingZeros(rest) + 1][cell >>> 6] |= 1L << cell;
            }
        }
        return places;
    }

    /** How many cells the board has. */
    public int cellCount() {
        return peersLo.length;
    }

    /** How many houses the board has. */
    public int houseCount() {
        return houseCells.length;
    }

    @Override
    public String toString() {
        return "FishBoard[" + cellCount() + " cells, " + houseCount() + " houses]";
    }
}
