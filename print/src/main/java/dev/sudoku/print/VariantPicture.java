package dev.sudoku.print;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import java.util.Arrays;

/**
 * What a variant's grid looks like on paper, worked out from its rule set alone: where its cells sit on
 * the canvas, which borders are thick (between two outlined areas: a jigsaw's regions, otherwise the boxes
 * of the default shape, which for samurai are the 3x3 blocks of its 21 x 21 canvas), which cells are
 * shaded (those of any house that is neither a line nor an outlined area: X's diagonals, windoku's
 * windows), the odd/even marks, a killer's cages (which cell is in which, and the sum each cage shows in
 * its first cell in reading order) and consecutive bars. Pure arithmetic, so it is tested without drawing.
 */
final class VariantPicture {
    private final RuleSet rules;
    private final int[] cellAt;
    private final int[] area;
    private final boolean[] shaded;
    /** Each cell's cage (an index into the rules' cages), -1 for none. */
    private final int[] cage;
    /** The sum a cell shows: its cage's, in the cage's first cell in reading order; -1 elsewhere. */
    private final int[] sumShown;

    VariantPicture(RuleSet rules) {
        this.rules = rules;
        cellAt = new int[rules.canvasRows() * rules.canvasCols()];
        Arrays.fill(cellAt, -1);
        int cells = rules.cellCount();
        area = new int[cells];
        // A jigsaw's regions are its areas; the other rule sets have boxes of the default shape.
        BoxShape boxes = rules.regionMap().isPresent() ? null : BoxShape.defaultFor(rules.digits());
        int stacks = boxes == null ? 0 : (rules.canvasCols() + boxes.boxCols() - 1) / boxes.boxCols();
        for (int cell = 0; cell < cells; cell++) {
            int row = rules.row(cell);
            int col = rules.col(cell);
            cellAt[row * rules.canvasCols() + col] = cell;
            area[cell] = boxes == null
                    ? rules.regionMap().get().region(cell)
                    : (row / boxes.boxRows()) * stacks + col / boxes.boxCols();
        }
        cage = new int[cells];
        sumShown = new int[cells];
        Arrays.fill(cage, -1);
        Arrays.fill(sumShown, -1);
        rules.cages().ifPresent(map -> {
            for (int index = 0; index < map.cages().size(); index++) {
                Cage each = map.cages().get(index);
                int first = -1;
                for (int cell : each.cells()) {
                    cage[cell] = index;
                    if (first < 0 || readingOrder(cell) < readingOrder(first)) {
                        first = cell;
                    }
                }
                if (first >= 0) {
                    sumShown[first] = each.sum();
                }
            }
        });
        shaded = new boolean[cells];
        for (RuleHouse house : rules.houses()) {
            int[] members = house.cells();
            if (!sameRow(members) && !sameCol(members) && !sameArea(members)) {
                for (int cell : members) {
                    shaded[cell] = true;
                }
            }
        }
    }

    int rows() {
        return rules.canvasRows();
    }

    int cols() {
        return rules.canvasCols();
    }

    int digits() {
        return rules.digits();
    }

    /** The cell at a canvas position (0-based), or -1 where the canvas has none. */
    int cellAt(int row, int col) {
        if (row < 0 || col < 0 || row >= rows() || col >= cols()) {
            return -1;
        }
        return cellAt[row * cols() + col];
    }

    /**
     * Whether the border between two canvas positions (neighbours across or down) is drawn thick: it
     * edges the picture (a cell on one side only) or parts two areas. No line where neither side is a cell.
     */
    Border border(int row, int col, int otherRow, int otherCol) {
        int first = cellAt(row, col);
        int second = cellAt(otherRow, otherCol);
        if (first < 0 && second < 0) {
            return Border.NONE;
        }
        if (first < 0 || second < 0 || area[first] != area[second]) {
            return Border.THICK;
        }
        return Border.THIN;
    }

    boolean shaded(int cell) {
        return shaded[cell];
    }

    /** The cell's odd/even mark: 'o', 'e', or '.' when unmarked or the rules have none. */
    char parity(int cell) {
        return rules.parity()
                .map(ParityMap::marks)
                .map(marks -> marks.charAt(cell))
                .orElse('.');
    }

    /** Whether a cell is in a killer cage. */
    boolean caged(int cell) {
        return cage[cell] >= 0;
    }

    /** Whether the canvas position holds a cell of the same cage as {@code cell}. */
    boolean sameCage(int cell, int row, int col) {
        int other = cellAt(row, col);
        return other >= 0 && cage[cell] >= 0 && cage[other] == cage[cell];
    }

    /** The cage sum printed in this cell, or -1 (the sum goes in the first cell of its cage). */
    int sumShown(int cell) {
        return sumShown[cell];
    }

    /** Whether a consecutive bar joins the cells at two canvas positions. */
    boolean barred(int row, int col, int otherRow, int otherCol) {
        int first = cellAt(row, col);
        int second = cellAt(otherRow, otherCol);
        return first >= 0
                && second >= 0
                && rules.bars().map(bars -> bars.barred(first, second)).orElse(false);
    }

    private int readingOrder(int cell) {
        return rules.row(cell) * cols() + rules.col(cell);
    }

    private boolean sameRow(int[] members) {
        return Arrays.stream(members).map(rules::row).distinct().count() == 1;
    }

    private boolean sameCol(int[] members) {
        return Arrays.stream(members).map(rules::col).distinct().count() == 1;
    }

    private boolean sameArea(int[] members) {
        return Arrays.stream(members).map(cell -> area[cell]).distinct().count() == 1;
    }

    /** How a border between two canvas positions is drawn. */
    enum Border {
        NONE,
        THIN,
        THICK
    }
}
