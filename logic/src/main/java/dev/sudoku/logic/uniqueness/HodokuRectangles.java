package dev.sudoku.logic.uniqueness;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;

/**
 * The rectangles HoDoKu's uniqueness search visits: four empty cells in two boxes, one of them holding
 * exactly two digits {a, b}, and every corner holding both; or, with missing candidates (HoDoKu's default),
 * every corner where no filled cell it sees holds a or b ({@link PlacedDigits}), so a corner may have lost
 * a or b to an earlier step.
 *
 * <p>{@link LoopSearch} finds most of the rectangles whose corners hold both digits, but not all: its
 * extra digits pile up over abandoned branches (a quirk kept for SE's sake), which can keep a third extra
 * cell out. Visiting every rectangle here finds what HoDoKu finds; what the loop search found already
 * comes out again and is dropped as a duplicate.
 *
 * <p>Each rectangle is visited once per pair, from the first corner (in {@link Rectangles}' loop order)
 * holding exactly that pair, with its corners in loop order starting there, as a loop starts at its
 * bivalue cell.
 *
 * <p>Cost: one pass over the two-box rectangles of empty cells ({@link Rectangles}), O(1) per rectangle.
 */
final class HodokuRectangles {
    private HodokuRectangles() {}

    /** Receives one rectangle: its corners in loop order and its two digits as a mask. */
    @FunctionalInterface
    interface Visitor {
        void visit(int[] loop, long pair);
    }

    static void forEach(CandidateGrid grid, boolean missingCandidates, Visitor visitor) {
        PlacedDigits placed = PlacedDigits.of(grid);
        Rectangles.forEach(grid.geometry(), grid::isEmpty, (a, b, c, d) -> {
            int[] corners = {a, b, c, d};
            for (int i = 0; i < 4; i++) {
                long pair = grid.candidates(corners[i]);
                if (Masks.count(pair) == 2
                        && !heldBefore(grid, corners, i, pair)
                        && (missingCandidates ? placed.allOpen(grid, corners, pair) : allHold(grid, corners, pair))) {
                    visitor.visit(
                            new int[] {corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4], corners[(i + 3) % 4]},
                            pair);
                }
            }
            return true;
        });
    }

    /** Whether a corner before {@code i} holds exactly {@code pair}: the rectangle was visited from there. */
    private static boolean heldBefore(CandidateGrid grid, int[] corners, int i, long pair) {
        for (int k = 0; k < i; k++) {
            if (grid.candidates(corners[k]) == pair) {
                return true;
            }
        }
        return false;
    }

    private static boolean allHold(CandidateGrid grid, int[] corners, long pair) {
        for (int cell : corners) {
            if ((grid.candidates(cell) & pair) != pair) {
                return false;
            }
        }
        return true;
    }
}
