package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every almost locked set of a position, found once and shared by ALS-XZ, ALS-XY-Wing and Death Blossom,
 * with each set's cells per digit and the cells seeing all of them as cell sets ({@link Als}).
 *
 * <p>Sets are listed as HoDoKu collects them: rows, then columns, then boxes, and within a house by a
 * depth-first walk over its empty cells in slot order. A set lying in two houses (cells of one row inside
 * one box) is listed once, under the house met first, so each set is one node of the search.
 *
 * <p>Size: up to N - 1 cells, HoDoKu's default (a set of all N cells of a house would need N + 1 digits);
 * no lower cap was needed. Cost: the walk visits the subsets of each house's e empty cells, at most 2^e
 * per house, but abandons a subset as soon as its digits outnumber what the cells still addable could
 * make an ALS of: a subset of k cells with u digits can only grow into an ALS of u - 1 cells or more. Each
 * set found costs O(n + d x W) for its n cells, d digits and W = N^2 / 64 words per cell set. Measured
 * (thread CPU time, first 200 puzzles of magictour top1465, the 272 positions where the players' profile
 * reaches the ALS techniques): about 0.15 ms per index for some 270 sets (at most 374); building it is
 * under a tenth of the ALS search. A 16x16 or 20x20 start position, where most cells hold many candidates,
 * has 700 to 1,100 sets and builds in a few milliseconds.
 */
public final class AlsIndex {
    private final CandidateGrid grid;
    private final long[][] houseSets;
    private final long[][] holding;
    private final List<Als> sets = new ArrayList<>();

    private AlsIndex(CandidateGrid grid) {
        this.grid = grid;
        int size = grid.size();
        Geometry geometry = grid.geometry();
        houseSets = new long[3 * size][];
        for (int house = 0; house < 3 * size; house++) {
            houseSets[house] = CellBits.empty(grid.cellCount());
            for (int cell : geometry.cellsOf(house)) {
                CellBits.add(houseSets[house], cell);
            }
        }
        holding = new long[size + 1][];
        for (int digit = 1; digit <= size; digit++) {
            holding[digit] = CellBits.empty(grid.cellCount());
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                CellBits.add(holding[Masks.firstDigit(rest)], cell);
            }
        }
        for (int house = 0; house < 3 * size; house++) {
            SearchBudget.check();
            collect(house);
        }
    }

    /** All almost locked sets of the position. */
    public static AlsIndex of(CandidateGrid grid) {
        return new AlsIndex(grid);
    }

    public CandidateGrid grid() {
        return grid;
    }

    /** How many sets were found. */
    public int count() {
        return sets.size();
    }

    /** The sets, in the index's order, as step data. */
    public List<AlmostLockedSet> sets() {
        return sets.stream().map(Als::toSet).toList();
    }

    Als get(int index) {
        return sets.get(index);
    }

    /** The cells holding {@code digit} that see every place of it in all {@code sets}: a new cell set. */
    long[] seeingAll(int digit, Als... sets) {
        long[] cells = holding[digit].clone();
        for (Als set : sets) {
            CellBits.and(cells, set.seers[digit - 1]);
        }
        return cells;
    }

    /** The cells of the grid holding {@code digit}; do not modify. */
    long[] holding(int digit) {
        return holding[digit];
    }

    /** Whether two sets share a cell: O(W). */
    boolean overlap(Als a, Als b) {
        return CellBits.intersects(a.cellSet, b.cellSet);
    }

    /** Walks the subsets of one house's empty cells, keeping each ALS not already listed. */
    private void collect(int house) {
        int[] houseCells = grid.geometry().cellsOf(house);
        int[] slots = new int[houseCells.length];
        int empty = 0;
        for (int slot = 0; slot < houseCells.length; slot++) {
            if (grid.isEmpty(houseCells[slot])) {
                slots[empty++] = slot;
            }
        }
        grow(house, houseCells, Arrays.copyOf(slots, empty), 0, 0, 0L, 0L, houseCells.length - 1);
    }

    private void grow(int house, int[] houseCells, int[] slots, int from, int size, long chosen, long union, int max) {
        for (int i = from; i < slots.length; i++) {
            long nextUnion = union | grid.candidates(houseCells[slots[i]]);
            long nextChosen = chosen | 1L << slots[i];
            int cells = size + 1;
            int digits = Long.bitCount(nextUnion);
            if (digits == cells + 1) {
                add(house, houseCells, nextChosen, nextUnion);
            }
            // A larger ALS from here has at least digits - 1 cells and at most max, or all cells left.
            int reach = Math.min(max, cells + slots.length - 1 - i);
            if (Math.max(cells + 1, digits - 1) <= reach) {
                grow(house, houseCells, slots, i + 1, cells, nextChosen, nextUnion, max);
            }
        }
    }

    private void add(int house, int[] houseCells, long chosen, long digits) {
        int[] cells = slotsToCells(houseCells, chosen);
        Arrays.sort(cells);
        Geometry geometry = grid.geometry();
        if (listedEarlier(house, Span.of(geometry, cells, cells.length))) {
            return;
        }
        long[] cellSet = CellBits.empty(grid.cellCount());
        for (int cell : cells) {
            CellBits.add(cellSet, cell);
        }
        int size = grid.size();
        long[][] places = new long[size][];
        long[][] seers = new long[size][];
        Span[] spans = new Span[size];
        for (long rest = digits; rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            int[] at = slotsToCells(houseCells, chosen & grid.positions(house, digit));
            long[] placeSet = CellBits.empty(grid.cellCount());
            for (int cell : at) {
                CellBits.add(placeSet, cell);
            }
            Span span = Span.of(geometry, at, at.length);
            long[] seen = CellBits.empty(grid.cellCount());
            if (span.row() >= 0) {
                CellBits.or(seen, houseSets[span.row()]);
            }
            if (span.col() >= 0) {
                CellBits.or(seen, houseSets[size + span.col()]);
            }
            if (span.box() >= 0) {
                CellBits.or(seen, houseSets[2 * size + span.box()]);
            }
            CellBits.andNot(seen, placeSet);
            spans[digit - 1] = span;
            places[digit - 1] = placeSet;
            seers[digit - 1] = seen;
        }
        sets.add(new Als(house, cells, digits, cellSet, places, seers, spans));
    }

    private static int[] slotsToCells(int[] houseCells, long slots) {
        int[] cells = new int[Long.bitCount(slots)];
        int i = 0;
        for (long rest = slots; rest != 0; rest &= rest - 1) {
            cells[i++] = houseCells[Long.numberOfTrailingZeros(rest)];
        }
        return cells;
    }

    /**
     * Whether the same cells were met in an earlier house: a column's set lying in one row (a single cell),
     * a box's set lying in one row or one column.
     */
    private boolean listedEarlier(int house, Span span) {
        int size = grid.size();
        if (house < size) {
            return false;
        }
        return span.row() >= 0 || (house >= 2 * size && span.col() >= 0);
    }

    /** Digits of a mask, for loops over a set's digits. */
    static int[] digits(long mask) {
        int[] digits = new int[Long.bitCount(mask)];
        int i = 0;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits[i++] = Masks.firstDigit(rest);
        }
        return digits;
    }
}
