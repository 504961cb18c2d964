package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;

/**
 * The digits already placed (given or solved) in each house, so that a candidate a technique removed can
 * be told from one a filled peer rules out. A rectangle corner may lack a rectangle digit only in the
 * first way (see {@link UniqueLoops}): then neither digit is placed in any house of the rectangle, and each
 * of those houses still needs both digits among its empty cells.
 *
 * <p>Cost: O(N^2) to build, O(1) per question.
 */
final class PlacedDigits {
    private final Geometry geometry;
    private final long[] placed;

    private PlacedDigits(Geometry geometry, long[] placed) {
        this.geometry = geometry;
        this.placed = placed;
    }

    static PlacedDigits of(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int n = geometry.size();
        long[] placed = new long[3 * n];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int value = grid.value(cell);
            if (value != 0) {
                long bit = Masks.bit(value);
                placed[geometry.row(cell)] |= bit;
                placed[n + geometry.col(cell)] |= bit;
                placed[2 * n + geometry.box(cell)] |= bit;
            }
        }
        return new PlacedDigits(geometry, placed);
    }

    /** Whether every corner is empty and no filled cell it sees holds a digit of {@code digits} (a mask). */
    boolean allOpen(CandidateGrid grid, int[] corners, long digits) {
        int n = geometry.size();
        for (int cell : corners) {
            long seen =
                    placed[geometry.row(cell)] | placed[n + geometry.col(cell)] | placed[2 * n + geometry.box(cell)];
            if (!grid.isEmpty(cell) || (seen & digits) != 0) {
                return false;
            }
        }
        return true;
    }
}
