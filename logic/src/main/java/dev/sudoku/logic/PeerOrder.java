package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import java.util.Arrays;

/**
 * Sudoku Explainer's order of a cell's peers: the cells of its box (reading order), then of its row,
 * then of its column, each cell once and the cell itself left out. SE iterates peers in this order
 * (wings, BUG), so the first pattern it finds depends on it; {@link Geometry#peersOf} is sorted instead.
 *
 * <p>Cost: O(N) per call, one small array.
 */
public final class PeerOrder {
    private PeerOrder() {}

    /** The peers of {@code cell}: box, then row, then column. */
    public static int[] of(Geometry geometry, int cell) {
        int size = geometry.size();
        int[] order = new int[3 * size];
        int count = 0;
        int row = geometry.row(cell);
        int col = geometry.col(cell);
        int box = geometry.box(cell);
        for (int other : geometry.cellsOf(2 * size + box)) {
            if (other != cell) {
                order[count++] = other;
            }
        }
        // Row and column cells already listed are exactly those inside the box.
        for (int other : geometry.cellsOf(row)) {
            if (other != cell && geometry.box(other) != box) {
                order[count++] = other;
            }
        }
        for (int other : geometry.cellsOf(size + col)) {
            if (other != cell && geometry.box(other) != box) {
                order[count++] = other;
            }
        }
        return Arrays.copyOf(order, count);
    }

    /** Whether two different cells share a house. */
    public static boolean sees(Geometry geometry, int a, int b) {
        return a != b
                && (geometry.row(a) == geometry.row(b)
                        || geometry.col(a) == geometry.col(b)
                        || geometry.box(a) == geometry.box(b));
    }
}
