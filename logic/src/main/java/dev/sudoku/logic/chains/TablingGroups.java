package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The group nodes of tabling in HoDoKu's order: the places of a digit where a row or column meets a box,
 * two or more; rows first, then columns, each line by digit, then box. Group {@code g} is node {@code
 * candidateNodes + g} of the {@link TablingGraph}.
 *
 * <p>Cost: O(N^3) to find them, O(N^2 * cells) to find the cells seeing each.
 */
final class TablingGroups {
    private final CandidateGrid grid;
    private final Geometry geometry;
    private final List<int[]> cells = new ArrayList<>();
    private final List<Integer> digit = new ArrayList<>();
    /** The group's row, or -1 when it lies in a column. */
    private final List<Integer> row = new ArrayList<>();
    /** The group's column, or -1 when it lies in a row. */
    private final List<Integer> col = new ArrayList<>();
    /** Per group, its cells and every cell seeing all of them (none of its own), as {@link CellBits} sets. */
    private final List<long[]> cellSet = new ArrayList<>();

    private final List<long[]> seenBy = new ArrayList<>();
    /** Groups by digit, in group order. */
    private final List<List<Integer>> ofDigit = new ArrayList<>();
    /** Per cell its peers as a {@link CellBits} set, or null until asked for. */
    private final long[][] peers;

    /** The groups of the position, or none when not {@code grouped}. */
    TablingGroups(CandidateGrid grid, boolean grouped) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.peers = new long[grid.cellCount()][];
        if (grouped) {
            find(true);
            find(false);
        }
    }

    int count() {
        return cells.size();
    }

    int[] cells(int g) {
        return cells.get(g);
    }

    int digit(int g) {
        return digit.get(g);
    }

    int row(int g) {
        return row.get(g);
    }

    int col(int g) {
        return col.get(g);
    }

    long[] cellSet(int g) {
        return cellSet.get(g);
    }

    long[] seenBy(int g) {
        return seenBy.get(g);
    }

    /** The groups of a digit, in group order. */
    List<Integer> ofDigit(int d) {
        return d < ofDigit.size() ? ofDigit.get(d) : List.of();
    }

    /**
     * The groups of every row (or column), by line, digit and box. A line's places of a digit are read once
     * and split by box, in box order; the boxes a line does not cross hold none of them.
     */
    private void find(boolean rows) {
        int size = grid.size();
        int[][] byBox = new int[size][size];
        int[] counts = new int[size];
        for (int line = 0; line < size; line++) {
            int house = rows ? line : size + line;
            for (int d = 1; d <= size; d++) {
                Arrays.fill(counts, 0);
                for (int cell : geometry.cellsOf(house)) {
                    if (grid.has(cell, d)) {
                        int box = geometry.box(cell);
                        byBox[box][counts[box]++] = cell;
                    }
                }
                for (int box = 0; box < size; box++) {
                    if (counts[box] >= 2) {
                        add(Arrays.copyOf(byBox[box], counts[box]), d, rows ? line : -1, rows ? -1 : line);
                    }
                }
            }
        }
    }

    /** A cell's peers as a {@link CellBits} set, made on first use. */
    private long[] peers(int cell) {
        if (peers[cell] == null) {
            peers[cell] = CellBits.empty(grid.cellCount());
            for (int peer : geometry.peersOf(cell)) {
                CellBits.add(peers[cell], peer);
            }
        }
        return peers[cell];
    }

    private void add(int[] members, int d, int inRow, int inCol) {
        long[] memberSet = CellBits.empty(grid.cellCount());
        for (int member : members) {
            CellBits.add(memberSet, member);
        }
        // The cells seeing every member: no member is its own peer, so none of them is left.
        long[] seen = peers(members[0]).clone();
        for (int i = 1; i < members.length; i++) {
            CellBits.and(seen, peers(members[i]));
        }
        while (ofDigit.size() <= d) {
            ofDigit.add(new ArrayList<>());
        }
        ofDigit.get(d).add(cells.size());
        cells.add(members);
        digit.add(d);
        row.add(inRow);
        col.add(inCol);
        cellSet.add(memberSet);
        seenBy.add(seen);
    }
}
