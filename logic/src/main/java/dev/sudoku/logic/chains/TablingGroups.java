package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
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

    /** The groups of the position, or none when not {@code grouped}. */
    TablingGroups(CandidateGrid grid, boolean grouped) {
        this.grid = grid;
        this.geometry = grid.geometry();
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

    private void find(boolean rows) {
        int size = grid.size();
        for (int line = 0; line < size; line++) {
            int house = rows ? line : size + line;
            for (int d = 1; d <= size; d++) {
                for (int box = 0; box < size; box++) {
                    List<Integer> places = new ArrayList<>();
                    for (int cell : geometry.cellsOf(house)) {
                        if (geometry.box(cell) == box && grid.has(cell, d)) {
                            places.add(cell);
                        }
                    }
                    if (places.size() >= 2) {
                        add(
                                places.stream().mapToInt(Integer::intValue).toArray(),
                                d,
                                rows ? line : -1,
                                rows ? -1 : line);
                    }
                }
            }
        }
    }

    private void add(int[] members, int d, int inRow, int inCol) {
        long[] memberSet = CellBits.empty(grid.cellCount());
        long[] seen = CellBits.empty(grid.cellCount());
        for (int member : members) {
            CellBits.add(memberSet, member);
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            boolean all = true;
            for (int member : members) {
                all &= member != cell && ChainSteps.sees(geometry, member, cell);
            }
            if (all) {
                CellBits.add(seen, cell);
            }
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
