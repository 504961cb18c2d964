package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.als.AlsIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The almost locked sets of a position in HoDoKu's order, with what tabling needs of each: n cells of one
 * house, two to N - 1 of them, holding n + 1 digits, as {@link AlsIndex} lists them (house by house, rows,
 * columns, boxes, each house's cells combined depth first, a set met again in another house kept where
 * first met).
 *
 * <p>Cost: the index's walk, then O(S * N * W) for the per-digit places and the cells seeing them, W words
 * per cell set.
 */
final class TablingSets {
    /**
     * One set: its cells (in order, and as a {@link CellBits} set), digits, per digit its places (in order,
     * and as a set) and the cells outside the set holding the digit and seeing all of them, and those cells
     * of all digits together (HoDoKu's buddies of the set).
     */
    record AlmostSet(
            int[] cells,
            long[] cellSet,
            long digits,
            int[][] places,
            long[][] placeSet,
            long[][] seenBy,
            long[] buddies) {
        /** HoDoKu's penalty for a chain through the set: twice its digits less one (one for two digits). */
        int penalty() {
            int count = Long.bitCount(digits);
            return count <= 1 ? 0 : count == 2 ? 1 : (count - 1) * 2;
        }

        boolean has(int digit) {
            return (digits & Masks.bit(digit)) != 0;
        }

        /** Whether {@code cell} holds {@code digit}, lies outside the set and sees all its places of it. */
        boolean seen(int digit, int cell) {
            return has(digit) && CellBits.has(seenBy[digit], cell);
        }
    }

    private final CandidateGrid grid;
    private final Geometry geometry;
    private final int size;
    private final List<AlmostSet> sets = new ArrayList<>();

    /** Per cell its peers, per digit the cells holding it, as {@link CellBits} sets. */
    private final long[][] peers;

    private final long[][] holding;

    TablingSets(CandidateGrid grid) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        peers = new long[grid.cellCount()][];
        holding = new long[size + 1][];
        for (int d = 1; d <= size; d++) {
            holding[d] = CellBits.empty(grid.cellCount());
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            peers[cell] = CellBits.empty(grid.cellCount());
            for (int peer : geometry.peersOf(cell)) {
                CellBits.add(peers[cell], peer);
            }
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                CellBits.add(holding[Masks.firstDigit(rest)], cell);
            }
        }
        for (AlmostLockedSet set : AlsIndex.of(grid).sets()) {
            // Tabling takes sets of two cells or more, as HoDoKu does: one bivalue cell is links of candidates.
            if (set.cells().size() >= 2) {
                int[] cells = new int[set.cells().size()];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = set.cells().get(i);
                }
                record(cells, set.digits());
            }
        }
    }

    List<AlmostSet> sets() {
        return sets;
    }

    /** The cells of the set holding {@code d}, in the set's order. */
    private int[] placesOf(int[] cells, int d) {
        int[] places = new int[cells.length];
        int count = 0;
        for (int cell : cells) {
            if (grid.has(cell, d)) {
                places[count++] = cell;
            }
        }
        return Arrays.copyOf(places, count);
    }

    private void record(int[] cells, long digits) {
        long[] cellSet = CellBits.empty(grid.cellCount());
        for (int cell : cells) {
            CellBits.add(cellSet, cell);
        }
        int[][] places = new int[size + 1][];
        long[][] placeSet = new long[size + 1][];
        long[][] seenBy = new long[size + 1][];
        for (long rest = digits; rest != 0; rest &= rest - 1) {
            int d = Masks.firstDigit(rest);
            places[d] = placesOf(cells, d);
            placeSet[d] = CellBits.empty(grid.cellCount());
            seenBy[d] = CellBits.empty(grid.cellCount());
            for (int place : places[d]) {
                CellBits.add(placeSet[d], place);
            }
            // The cells holding d, less the set, that are peers of every place.
            long[] seen = seenBy[d];
            System.arraycopy(holding[d], 0, seen, 0, seen.length);
            CellBits.andNot(seen, cellSet);
            for (int place : places[d]) {
                CellBits.and(seen, peers[place]);
            }
        }
        long[] buddies = CellBits.empty(grid.cellCount());
        for (long rest = digits; rest != 0; rest &= rest - 1) {
            CellBits.or(buddies, seenBy[Masks.firstDigit(rest)]);
        }
        sets.add(new AlmostSet(cells, cellSet, digits, places, placeSet, seenBy, buddies));
    }
}
