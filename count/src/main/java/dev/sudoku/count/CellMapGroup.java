package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.List;

/**
 * The cell maps of {@link CellMaps} as a group whose elements are numbers 0..order-1, so that the 3,359,232
 * maps of 9x9 need no array each. Element (t, p, q) first transposes when t is 1, then sends row r to row
 * p(r) and column c to column q(c): cell (r, c) goes to (p(r), q(c)), or to (p(c), q(r)) when t is 1.
 *
 * <p>A transpose followed by (p, q) equals (q, p) followed by a transpose, which gives the product rule:
 * (p1, q1, t1)(p2, q2, t2) = (p1 p2', q1 q2', t1 xor t2), where (p2', q2') is (p2, q2) swapped when t1 is
 * 1. Products and inverses are therefore two look-ups in the {@link LineOrderGroup} tables. The transpose
 * exists only for square boxes, where rows and columns share one line group.
 *
 * <p>Cost: building it is the two line groups' tables; each product or inverse is constant time.
 */
final class CellMapGroup {
    private final BoxShape shape;
    private final LineOrderGroup rows;
    private final LineOrderGroup cols;
    private final int transposes;

    CellMapGroup(BoxShape shape) {
        this.shape = shape;
        int n = shape.size();
        rows = new LineOrderGroup(n, shape.boxRows());
        cols = shape.boxRows() == shape.boxCols() ? rows : new LineOrderGroup(n, shape.boxCols());
        transposes = shape.boxRows() == shape.boxCols() ? 2 : 1;
    }

    BoxShape shape() {
        return shape;
    }

    int order() {
        return transposes * rows.size() * cols.size();
    }

    int element(int transpose, int rowOrder, int colOrder) {
        return (transpose * rows.size() + rowOrder) * cols.size() + colOrder;
    }

    /** a after b: the map that sends a cell first by b, then by a. */
    int product(int a, int b) {
        int t1 = transpose(a);
        int p2 = t1 == 1 ? colOrder(b) : rowOrder(b);
        int q2 = t1 == 1 ? rowOrder(b) : colOrder(b);
        return element(t1 ^ transpose(b), rows.product(rowOrder(a), p2), cols.product(colOrder(a), q2));
    }

    int inverse(int a) {
        int p = rows.inverse(rowOrder(a));
        int q = cols.inverse(colOrder(a));
        // (p, q) then transposed, undone: the transpose first, then (p^-1, q^-1) with roles swapped.
        return transpose(a) == 1 ? element(1, q, p) : element(0, p, q);
    }

    /** g a g^-1. */
    int conjugate(int a, int g) {
        return product(product(g, a), inverse(g));
    }

    /**
     * A small set that generates the group: neighbouring lines swapped inside the first block and
     * neighbouring blocks swapped, for rows and for columns (a block swap carries the inner swaps to every
     * block), and the transpose.
     */
    int[] generators() {
        List<Integer> generators = new ArrayList<>();
        int n = shape.size();
        for (int[] swap : swaps(n, shape.boxRows())) {
            generators.add(element(0, rows.numberOf(swap), identity(cols, n)));
        }
        for (int[] swap : swaps(n, shape.boxCols())) {
            generators.add(element(0, identity(rows, n), cols.numberOf(swap)));
        }
        if (transposes == 2) {
            generators.add(element(1, identity(rows, n), identity(cols, n)));
        }
        return generators.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The cell each cell goes to, cells numbered in reading order. */
    int[] cellImage(int a) {
        int n = shape.size();
        int[] image = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int row = transpose(a) == 1 ? c : r;
                int col = transpose(a) == 1 ? r : c;
                image[r * n + c] = rows.image(rowOrder(a), row) * n + cols.image(colOrder(a), col);
            }
        }
        return image;
    }

    private int transpose(int a) {
        return a / (rows.size() * cols.size());
    }

    private int rowOrder(int a) {
        return a / cols.size() % rows.size();
    }

    private int colOrder(int a) {
        return a % cols.size();
    }

    private static int identity(LineOrderGroup group, int n) {
        return group.numberOf(identityOrder(n));
    }

    /** The swaps of neighbouring lines inside block 0 and of neighbouring blocks. */
    private static List<int[]> swaps(int n, int block) {
        List<int[]> swaps = new ArrayList<>();
        for (int line = 0; line + 1 < block; line++) {
            int[] order = identityOrder(n);
            order[line] = line + 1;
            order[line + 1] = line;
            swaps.add(order);
        }
        for (int first = 0; first + 2 * block <= n; first += block) {
            int[] order = identityOrder(n);
            for (int i = 0; i < block; i++) {
                order[first + i] = first + block + i;
                order[first + block + i] = first + i;
            }
            swaps.add(order);
        }
        return swaps;
    }

    private static int[] identityOrder(int n) {
        int[] order = new int[n];
        for (int line = 0; line < n; line++) {
            order[line] = line;
        }
        return order;
    }
}
