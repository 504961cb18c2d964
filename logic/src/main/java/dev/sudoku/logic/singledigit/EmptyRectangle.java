package dev.sudoku.logic.singledigit;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * Empty Rectangle: a box whose places for a digit all lie in one row r and one column c of the box, with
 * at least one place in r outside c and one in c outside r. Whichever part holds the digit, the box
 * puts it in row r or in column c. Add a strong link in a column that meets row r outside the box: its
 * far end Y forces the digit into row r, so the cell where Y's row crosses column c loses it (and the
 * same with rows and columns swapped).
 *
 * <p>As a chain, with group nodes for the two parts of the box:
 * {@code (d)Y=(d)X-(d)[box and r]=(d)[box and c, not r]}, eliminating from the cell that sees Y and
 * the last group. Two box places in different rows and columns are allowed (the pattern then is also a
 * Turbot Fish with a box link).
 *
 * <p>Scan order: digits, boxes, the box's rows, then the row side before the column side. Cost per digit
 * and box: O(N) to read the box and O(R^2) to test its rows; O(N) more per line of a rectangle found.
 */
public final class EmptyRectangle implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.EMPTY_RECTANGLE);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int n = grid.size();
        for (int digit = 1; digit <= n; digit++) {
            for (int box = 0; box < n; box++) {
                long slots = grid.positions(2 * n + box, digit);
                if (Masks.count(slots) >= 2 && !scanBox(grid, sink, digit, box, slots)) {
                    return;
                }
            }
        }
    }

    /**
     * Finds the row r and column c of the box: the places outside r must all lie in one column, and r
     * must hold a place outside it. Works on the box's slot mask (slot = boxRow * C + boxCol), so a box
     * that is no rectangle costs O(R^2) mask operations. False when the sink wants no more.
     */
    private static boolean scanBox(CandidateGrid grid, StepSink sink, int digit, int box, long slots) {
        Geometry g = grid.geometry();
        int boxRows = g.shape().boxRows();
        int boxCols = g.shape().boxCols();
        long rowMask = boxCols == 64 ? -1L : (1L << boxCols) - 1;
        long[] colsOfRow = new long[boxRows];
        for (int r = 0; r < boxRows; r++) {
            colsOfRow[r] = (slots >>> (r * boxCols)) & rowMask;
        }
        int[] cells = g.cellsOf(2 * grid.size() + box);
        for (int r = 0; r < boxRows; r++) {
            long others = 0;
            for (int other = 0; other < boxRows; other++) {
                others |= other == r ? 0 : colsOfRow[other];
            }
            if (Masks.count(others) != 1 || (colsOfRow[r] & ~others) == 0) {
                continue;
            }
            int c = Masks.firstSlot(others);
            List<Integer> inRow = new ArrayList<>();
            List<Integer> inCol = new ArrayList<>();
            for (int slot = 0; slot < cells.length; slot++) {
                if ((slots & (1L << slot)) == 0) {
                    continue;
                }
                if (slot / boxCols == r) {
                    inRow.add(cells[slot]);
                }
                if (slot % boxCols == c) {
                    inCol.add(cells[slot]);
                }
            }
            int row = g.row(cells[r * boxCols]);
            int col = g.col(cells[c]);
            if (!side(grid, sink, digit, box, row, inRow, inCol, true)
                    || !side(grid, sink, digit, box, col, inCol, inRow, false)) {
                return false;
            }
        }
        return true;
    }

    /**
     * One side of the rectangle. With {@code rows}: cells X of row {@code line} outside the box whose
     * column is a strong link X=Y; the target is Y's row crossing the box's column. Otherwise the same
     * with rows and columns swapped. {@code crossing} are the box places on the other line.
     */
    private static boolean side(
            CandidateGrid grid,
            StepSink sink,
            int digit,
            int box,
            int line,
            List<Integer> onLine,
            List<Integer> crossing,
            boolean rows) {
        Geometry g = grid.geometry();
        int n = grid.size();
        int crossLine = rows ? g.col(crossing.get(0)) : g.row(crossing.get(0));
        List<Integer> rest = new ArrayList<>();
        for (int cell : crossing) {
            if (!onLine.contains(cell)) {
                rest.add(cell);
            }
        }
        for (int x : g.cellsOf(rows ? line : n + line)) {
            if (g.box(x) == box || !grid.has(x, digit)) {
                continue;
            }
            int linkHouse = rows ? n + g.col(x) : g.row(x);
            long slots = grid.positions(linkHouse, digit);
            if (Masks.count(slots) != 2) {
                continue;
            }
            int[] linkCells = g.cellsOf(linkHouse);
            int y = linkCells[Masks.firstSlot(slots)];
            if (y == x) {
                y = linkCells[Masks.firstSlot(slots & (slots - 1))];
            }
            int target = rows ? g.row(y) * n + crossLine : crossLine * n + g.col(y);
            if (g.box(target) == box || !grid.has(target, digit)) {
                continue;
            }
            List<ChainLink> links = List.of(
                    ChainSteps.strong(y, digit, x, digit),
                    new ChainLink(ChainNode.of(x, digit), new ChainNode(onLine, digit), false),
                    new ChainLink(new ChainNode(onLine, digit), new ChainNode(rest, digit), true));
            ChainStep step = ChainSteps.step(TechniqueId.EMPTY_RECTANGLE, links, List.of(new Candidate(target, digit)));
            if (!sink.offer(step)) {
                return false;
            }
        }
        return true;
    }
}
