package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * HoDoKu's Unique Rectangle types 5 and 6, which Sudoku Explainer does not name (HoDoKu's "Uniqueness
 * Test" pages). The corners come in loop order, so the diagonals are corners 0, 2 and 1, 3.
 *
 * <ul>
 *   <li>Type 5 is SE's type 2 rectangle whose extra cells (two on a diagonal, or three) are not all in one
 *       row or column: the extra digit z is in one of them, so no cell seeing all of them can hold it.
 *       The deduction is SE's, only the name is HoDoKu's.
 *   <li>Type 6: the two extra cells lie on a diagonal, and a rectangle digit u has no place outside the
 *       corners in both rows of the rectangle, or in both its columns. If an extra cell held u, the other
 *       extra cell would hold it too (u needs a place in each of the two lines, and the corner beside the
 *       first extra cell is in its column, or row), and the two other corners would be left the other
 *       digit: the deadly pattern. So neither extra cell holds u. HoDoKu asks that u be confined in both
 *       rows and both columns; either pair of lines is enough for the argument, and once the X-Wing on u
 *       that the two lines make has been applied the rows and the columns are alike.
 * </ul>
 *
 * <p>Cost: O(N) per rectangle.
 */
final class HodokuRectangleTypes {
    private HodokuRectangleTypes() {}

    /** HoDoKu's name for a type 2 rectangle: 5 when its extra cells are not all in one row or column. */
    static int typeTwoOrFive(Geometry geometry, List<Integer> extraCells) {
        boolean oneRow = true;
        boolean oneColumn = true;
        int first = extraCells.get(0);
        for (int cell : extraCells) {
            oneRow &= geometry.row(cell) == geometry.row(first);
            oneColumn &= geometry.col(cell) == geometry.col(first);
        }
        return oneRow || oneColumn ? 2 : 5;
    }

    /**
     * Type 6 on a rectangle whose extra cells {@code c1}, {@code c2} are diagonal corners: one step per
     * rectangle digit confined to the corners in both rows or both columns, removing it from the extra
     * cells (none when they lack it).
     */
    static List<UniquenessStep> typeSix(CandidateGrid grid, int[] loop, int v1, int v2, int c1, int c2) {
        Geometry geometry = grid.geometry();
        List<UniquenessStep> steps = new ArrayList<>();
        if (loop.length != 4 || geometry.row(c1) == geometry.row(c2) || geometry.col(c1) == geometry.col(c2)) {
            return steps;
        }
        int n = geometry.size();
        int[] rows = {geometry.row(c1), geometry.row(c2)};
        int[] columns = {n + geometry.col(c1), n + geometry.col(c2)};
        for (int u : new int[] {v1, v2}) {
            if (!confined(grid, loop, rows, u) && !confined(grid, loop, columns, u)) {
                continue;
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : new int[] {Math.min(c1, c2), Math.max(c1, c2)}) {
                if (grid.has(cell, u)) {
                    eliminations.add(new Candidate(cell, u));
                }
            }
            if (eliminations.isEmpty()) {
                continue;
            }
            List<Integer> cells = new ArrayList<>();
            for (int cell : loop) {
                cells.add(cell);
            }
            PatternSteps.Pattern pattern = new PatternSteps.Pattern(
                    TechniqueId.UNIQUE_RECTANGLE_TYPE_6, v1, v2, cells, List.of(c1, c2), Optional.empty(), u, cells);
            steps.add(PatternSteps.build(grid, pattern, eliminations));
        }
        return steps;
    }

    /** Whether {@code digit} is a candidate of the houses only in corners of the rectangle. */
    private static boolean confined(CandidateGrid grid, int[] loop, int[] houses, int digit) {
        for (int house : houses) {
            for (int cell : grid.geometry().cellsOf(house)) {
                if (grid.has(cell, digit) && !isCorner(loop, cell)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean isCorner(int[] loop, int cell) {
        for (int corner : loop) {
            if (corner == cell) {
                return true;
            }
        }
        return false;
    }
}
