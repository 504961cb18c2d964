package dev.sudoku.logic.chains;

import static dev.sudoku.logic.chains.TablingGraph.off;
import static dev.sudoku.logic.chains.TablingGraph.on;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import java.util.function.IntPredicate;

/**
 * The links of the group nodes of a {@link TablingGraph}, group by group in HoDoKu's order: a place seeing
 * the whole group turns it off when on, and the group on turns that place off; the one other place of the
 * group's box, then of its line, turns it on when off, and the other way round; a group on turns off the
 * other groups of its row, column and box that do not overlap it, and off turns on the one other group of
 * a house holding the digit nowhere else.
 *
 * <p>Cost: O(G * (cells + G + N)) for G groups.
 */
final class GroupLinks {
    private final CandidateGrid grid;
    private final Geometry geometry;
    private final int size;
    private final TablingGroups groups;
    private final int candidateNodes;
    private final DirectLinks links;

    GroupLinks(CandidateGrid grid, TablingGroups groups, int candidateNodes, DirectLinks links) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        this.groups = groups;
        this.candidateNodes = candidateNodes;
        this.links = links;
    }

    void build() {
        for (int g = 0; g < groups.count(); g++) {
            // Per group: on a large grid with many candidates a group has thousands of links.
            SearchBudget.check();
            link(g);
        }
    }

    private void link(int g) {
        int node = candidateNodes + g;
        int d = groups.digit(g);
        long[] seen = groups.seenBy(g);
        int box = geometry.box(groups.cells(g)[0]);
        int row = groups.row(g);
        int col = groups.col(g);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (CellBits.has(seen, cell) && grid.has(cell, d)) {
                links.add(on(node), off(candidate(cell, d)));
                links.add(on(candidate(cell, d)), off(node));
            }
        }
        int boxSingle = single(seen, d, cell -> geometry.box(cell) == box);
        if (boxSingle >= 0) {
            links.add(off(node), on(candidate(boxSingle, d)));
            links.add(off(candidate(boxSingle, d)), on(node));
        }
        int lineSingle = single(seen, d, cell -> row >= 0 ? geometry.row(cell) == row : geometry.col(cell) == col);
        if (lineSingle >= 0) {
            links.add(off(node), on(candidate(lineSingle, d)));
            links.add(off(candidate(lineSingle, d)), on(node));
        }
        int sameRow = -1;
        int sameCol = -1;
        int sameBox = -1;
        int rows = 0;
        int cols = 0;
        int boxes = 0;
        for (int h = 0; h < groups.count(); h++) {
            if (h == g || groups.digit(h) != d || CellBits.intersects(groups.cellSet(g), groups.cellSet(h))) {
                continue;
            }
            int other = candidateNodes + h;
            if (row >= 0 && row == groups.row(h)) {
                rows++;
                sameRow = rows == 1 ? h : sameRow;
                links.add(on(node), off(other));
            }
            if (col >= 0 && col == groups.col(h)) {
                cols++;
                sameCol = cols == 1 ? h : sameCol;
                links.add(on(node), off(other));
            }
            if (box == geometry.box(groups.cells(h)[0])) {
                boxes++;
                sameBox = boxes == 1 ? h : sameBox;
                links.add(on(node), off(other));
            }
        }
        if (rows == 1) {
            paired(g, sameRow, row);
        }
        if (cols == 1) {
            paired(g, sameCol, size + col);
        }
        if (boxes == 1) {
            paired(g, sameBox, 2 * size + box);
        }
    }

    /** The group turns the other group on when off, if the house holds the digit nowhere else. */
    private void paired(int g, int h, int house) {
        int d = groups.digit(g);
        for (int cell : geometry.cellsOf(house)) {
            if (grid.has(cell, d) && !CellBits.has(groups.cellSet(g), cell) && !CellBits.has(groups.cellSet(h), cell)) {
                return;
            }
        }
        links.add(off(candidateNodes + g), on(candidateNodes + h));
    }

    /** The one place of the digit among the cells seeing the group and passing {@code where}; else -1. */
    private int single(long[] seen, int d, IntPredicate where) {
        int found = -1;
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (CellBits.has(seen, cell) && grid.has(cell, d) && where.test(cell)) {
                if (found >= 0) {
                    return -1;
                }
                found = cell;
            }
        }
        return found;
    }

    private int candidate(int cell, int d) {
        return cell * size + d - 1;
    }
}
