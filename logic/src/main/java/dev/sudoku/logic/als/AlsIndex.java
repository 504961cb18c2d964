package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PositionTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every almost locked set of a position, found once and shared by ALS-XZ, ALS-XY-Wing and Death Blossom,
 * with each set's cells per digit read from one {@link PositionTable}.
 *
 * <p>Sets are listed as HoDoKu collects them: rows, then columns, then boxes, and within a house by a
 * depth-first walk over its empty cells in slot order. A set lying in two houses (cells of one row inside
 * one box) is listed once, under the house met first, so each set is one node of the search.
 *
 * <p>Size: up to N - 1 cells, HoDoKu's default (a set of all N cells of a house would need N + 1 digits).
 * Cost: the walk visits the subsets of each house's e empty cells, at most 2^e per house, but abandons a
 * subset as soon as its digits outnumber what the cells still addable could make an ALS of: a subset of k
 * cells with u digits can only grow into an ALS of u - 1 cells or more. Measured on the first 200 puzzles
 * of magictour top1465 (9x9), building the index is a small part of the ALS search; on 16x16 the pruning
 * keeps the walk near the number of sets found, since most cells there hold many candidates.
 */
public final class AlsIndex {
    private final CandidateGrid grid;
    private final long[][] positions;
    private final List<Als> sets = new ArrayList<>();

    private AlsIndex(CandidateGrid grid) {
        this.grid = grid;
        this.positions = PositionTable.of(grid);
        int size = grid.size();
        for (int house = 0; house < 3 * size; house++) {
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

    Als get(int index) {
        return sets.get(index);
    }

    /** The slots (of the set's house) of the set's cells holding {@code digit}. */
    long slotsOf(Als als, int digit) {
        return als.slots & positions[als.house][digit];
    }

    /** The set's cells holding {@code digit}, ascending. */
    int[] cellsOf(Als als, int digit) {
        int[] houseCells = grid.geometry().cellsOf(als.house);
        long slots = slotsOf(als, digit);
        int[] cells = new int[Long.bitCount(slots)];
        int i = 0;
        for (long rest = slots; rest != 0; rest &= rest - 1) {
            cells[i++] = houseCells[Long.numberOfTrailingZeros(rest)];
        }
        return cells;
    }

    /** Whether a set holds a cell: O(1). */
    boolean contains(Als als, int cell) {
        Geometry geometry = grid.geometry();
        int size = geometry.size();
        int slot;
        if (als.house < size) {
            if (geometry.row(cell) != als.house) {
                return false;
            }
            slot = geometry.col(cell);
        } else if (als.house < 2 * size) {
            if (geometry.col(cell) != als.house - size) {
                return false;
            }
            slot = geometry.row(cell);
        } else {
            if (geometry.box(cell) != als.house - 2 * size) {
                return false;
            }
            int boxRows = geometry.shape().boxRows();
            int boxCols = geometry.shape().boxCols();
            slot = (geometry.row(cell) % boxRows) * boxCols + geometry.col(cell) % boxCols;
        }
        return (als.slots >>> slot & 1) != 0;
    }

    /** Whether two sets share a cell: O(1) for sets of one house, O(cells) otherwise. */
    boolean overlap(Als a, Als b) {
        if (a.house == b.house) {
            return (a.slots & b.slots) != 0;
        }
        Als small = a.cells.length <= b.cells.length ? a : b;
        Als other = small == a ? b : a;
        for (int cell : small.cells) {
            if (contains(other, cell)) {
                return true;
            }
        }
        return false;
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
        int[] cells = new int[Long.bitCount(chosen)];
        int i = 0;
        for (long rest = chosen; rest != 0; rest &= rest - 1) {
            cells[i++] = houseCells[Long.numberOfTrailingZeros(rest)];
        }
        Arrays.sort(cells);
        if (listedEarlier(house, cells)) {
            return;
        }
        sets.add(new Als(house, chosen, cells, digits));
    }

    /**
     * Whether the same cells were met in an earlier house: a column's set lying in one row (a single cell),
     * a box's set lying in one row or one column.
     */
    private boolean listedEarlier(int house, int[] cells) {
        int size = grid.size();
        if (house < size) {
            return false;
        }
        Span span = Span.of(grid.geometry(), cells, cells.length);
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
