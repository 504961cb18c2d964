package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import java.util.function.IntPredicate;

/**
 * Enumerates the rectangles a deadly pattern can take: four cells on two rows and two columns that lie in
 * exactly two boxes (in one box the pattern would need a digit twice; in four, swapping its digits breaks
 * no box, but the pattern is not forced either). Each rectangle is visited once, from its top-left corner
 * in row-major order, with the corners in loop order: top-left, top-right, bottom-right, bottom-left.
 *
 * <p>Cost: O(N^2 * (R + C) * N) corner tuples for boxes of R x C, fewer when {@code usable} rejects
 * corners early.
 */
final class Rectangles {
    private Rectangles() {}

    /** Receives one rectangle; returns false to stop the enumeration. */
    @FunctionalInterface
    interface Visitor {
        boolean visit(int topLeft, int topRight, int bottomRight, int bottomLeft);
    }

    /** Visits every two-box rectangle whose corners all pass {@code usable}; false when stopped early. */
    static boolean forEach(Geometry geometry, IntPredicate usable, Visitor visitor) {
        int n = geometry.size();
        int boxRows = geometry.shape().boxRows();
        int boxCols = geometry.shape().boxCols();
        for (int topLeft = 0; topLeft < n * n; topLeft++) {
            if (!usable.test(topLeft)) {
                continue;
            }
            int row = geometry.row(topLeft);
            int col = geometry.col(topLeft);
            int bandEnd = (row / boxRows + 1) * boxRows;
            int stackEnd = (col / boxCols + 1) * boxCols;
            for (int right = col + 1; right < n; right++) {
                int topRight = row * n + right;
                if (!usable.test(topRight)) {
                    continue;
                }
                // Exactly two boxes: a top pair inside one box needs the bottom row in another band; a top
                // pair across two boxes needs it in the same band.
                boolean topInOneBox = right < stackEnd;
                int from = topInOneBox ? bandEnd : row + 1;
                int to = topInOneBox ? n : bandEnd;
                for (int down = from; down < to; down++) {
                    int bottomLeft = down * n + col;
                    int bottomRight = down * n + right;
                    if (usable.test(bottomLeft)
                            && usable.test(bottomRight)
                            && !visitor.visit(topLeft, topRight, bottomRight, bottomLeft)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether two cells share a row, column or box. */
    static boolean sees(Geometry geometry, int first, int second) {
        return first != second
                && (geometry.row(first) == geometry.row(second)
                        || geometry.col(first) == geometry.col(second)
                        || geometry.box(first) == geometry.box(second));
    }
}
