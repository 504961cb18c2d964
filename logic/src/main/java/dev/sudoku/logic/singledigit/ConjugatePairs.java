package dev.sudoku.logic.singledigit;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.List;

/**
 * The strong links of one digit: every house where the digit has exactly two places. Two cells that are
 * the only places of a digit in a row and also in their box are one link with both kinds set, so every
 * pair of cells appears once.
 *
 * <p>Cost: O(N^2) per digit (each of the 3N houses is read once).
 */
public final class ConjugatePairs {
    /** Kind bits of a link: the houses in which the two cells are the only places of the digit. */
    public static final int ROW = 1;

    public static final int COLUMN = 2;
    public static final int BOX = 4;

    /**
     * Two cells, {@code first < second}, one of which holds the digit.
     *
     * @param kinds the {@link #ROW}, {@link #COLUMN} and {@link #BOX} bits of the houses it lives in
     */
    public record Pair(int first, int second, int kinds) {
        public boolean is(int kind) {
            return (kinds & kind) != 0;
        }

        /** The other cell of the pair; {@code cell} must be one of them. */
        public int other(int cell) {
            return cell == first ? second : first;
        }

        public boolean contains(int cell) {
            return cell == first || cell == second;
        }
    }

    private ConjugatePairs() {}

    /** Rows first, then columns, then the boxes whose pair is not already a row or column pair. */
    public static List<Pair> of(CandidateGrid grid, int digit) {
        Geometry geometry = grid.geometry();
        int n = grid.size();
        List<Pair> pairs = new ArrayList<>();
        // Index of the pair of each row and column, so a box pair lying in one line can merge into it.
        int[] rowPair = new int[n];
        int[] colPair = new int[n];
        for (int house = 0; house < 3 * n; house++) {
            long slots = grid.positions(house, digit);
            if (Masks.count(slots) != 2) {
                if (house < 2 * n) {
                    (house < n ? rowPair : colPair)[house % n] = -1;
                }
                continue;
            }
            int[] cells = geometry.cellsOf(house);
            int a = cells[Masks.firstSlot(slots)];
            int b = cells[Masks.firstSlot(slots & (slots - 1))];
            if (house < n) {
                rowPair[house] = pairs.size();
                pairs.add(new Pair(a, b, ROW));
            } else if (house < 2 * n) {
                colPair[house - n] = pairs.size();
                pairs.add(new Pair(a, b, COLUMN));
            } else {
                int line = geometry.row(a) == geometry.row(b)
                        ? rowPair[geometry.row(a)]
                        : geometry.col(a) == geometry.col(b) ? colPair[geometry.col(a)] : -1;
                if (line >= 0) {
                    Pair merged = pairs.get(line);
                    pairs.set(line, new Pair(merged.first(), merged.second(), merged.kinds() | BOX));
                } else {
                    pairs.add(new Pair(a, b, BOX));
                }
            }
        }
        return pairs;
    }
}
