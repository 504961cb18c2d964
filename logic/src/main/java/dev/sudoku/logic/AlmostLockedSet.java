package dev.sudoku.logic;

import java.util.List;

/**
 * Cells of one house and the digits they hold between them. For the ALS techniques it is an almost locked
 * set: n cells holding n + 1 digits (a bivalue cell is one of size 1), so at most one of its digits can be
 * missing from it. Sue de Coq uses the same shape for its core cells and its line and box sets, which hold
 * more digits than that.
 *
 * @param house the house the cells were found in (for Sue de Coq's core, the line)
 * @param cells the cells, ascending
 * @param digits the union of the cells' candidates as a digit mask (bit d-1 for digit d)
 */
public record AlmostLockedSet(int house, List<Integer> cells, long digits) {
    public AlmostLockedSet {
        cells = List.copyOf(cells);
        if (cells.isEmpty() || house < 0 || digits == 0) {
            throw new IllegalArgumentException("a set needs a house, cells and digits: " + house + " " + cells);
        }
    }

    /** The digits, ascending. */
    public List<Integer> digitList() {
        return Masks.digits(digits);
    }
}
