package dev.sudoku.core.canon;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * One element of the validity-preserving group of a box shape: an optional transpose, an order of the
 * rows that keeps bands together, an order of the columns that keeps stacks together, and a relabelling
 * of the digits. Image cell (r, c) takes its value from cell ({@code rowOrder[r]}, {@code colOrder[c]})
 * of the original, or of the transposed original when {@code transpose}; digit d becomes {@code
 * digitMap[d]} ({@code digitMap[0]} is 0, an empty cell stays empty).
 *
 * <p>For R x C boxes (N = R * C) the group has (N/R)! (R!)^(N/R) row orders, (N/C)! (C!)^(N/C) column
 * orders, two transpose choices when R == C (a rectangular box has no transpose: it would turn R x C
 * boxes into C x R ones), and N! relabellings. Rotations and reflections are members. Every member maps
 * a valid grid to a valid grid, a puzzle to a puzzle with the same number of solutions.
 *
 * <p>Immutable: the arrays are copied in and out. Equality compares the arrays' contents.
 */
public record GridSymmetry(BoxShape shape, boolean transpose, int[] rowOrder, int[] colOrder, int[] digitMap) {

    /** Checks that the parts describe a member of the group; throws {@link IllegalArgumentException}. */
    public GridSymmetry {
        Objects.requireNonNull(shape, "shape");
        int n = shape.size();
        if (transpose && shape.boxRows() != shape.boxCols()) {
            throw new IllegalArgumentException("boxes of " + shape + " are not square, so there is no transpose");
        }
        rowOrder = rowOrder.clone();
        colOrder = colOrder.clone();
        digitMap = digitMap.clone();
        LineOrders.requireBlockOrder(rowOrder, n, shape.boxRows(), "rowOrder");
        LineOrders.requireBlockOrder(colOrder, n, shape.boxCols(), "colOrder");
        LineOrders.requireDigitMap(digitMap, n);
    }

    /** The element that changes nothing. */
    public static GridSymmetry identity(BoxShape shape) {
        int n = shape.size();
        return new GridSymmetry(
                shape, false, LineOrders.identity(n), LineOrders.identity(n), LineOrders.identity(n + 1));
    }

    /**
     * A uniformly random element: every band order, row order inside each band, stack order, column order
     * inside each stack and relabelling equally likely, and a transpose half of the time for square boxes.
     */
    public static GridSymmetry random(BoxShape shape, RandomGenerator random) {
        int n = shape.size();
        int[] rows = LineOrders.randomBlockOrder(n, shape.boxRows(), random);
        int[] cols = LineOrders.randomBlockOrder(n, shape.boxCols(), random);
        int[] digits = LineOrders.randomDigitMap(n, random);
        boolean transpose = shape.boxRows() == shape.boxCols() && random.nextBoolean();
        return new GridSymmetry(shape, transpose, rows, cols, digits);
    }

    @Override
    public int[] rowOrder() {
        return rowOrder.clone();
    }

    @Override
    public int[] colOrder() {
        return colOrder.clone();
    }

    @Override
    public int[] digitMap() {
        return digitMap.clone();
    }

    /** The image of a grid of this shape. */
    public Grid apply(Grid grid) {
        requireShape(grid);
        int n = shape.size();
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            int from = rowOrder[r];
            for (int c = 0; c < n; c++) {
                int value = transpose ? grid.get(colOrder[c], from) : grid.get(from, colOrder[c]);
                out[r * n + c] = digitMap[value];
            }
        }
        return Grid.of(shape, out);
    }

    /** Where the value of original cell {@code originalCell} (0-based, row-major) lands in the image. */
    public int imageCell(int originalCell) {
        int n = shape.size();
        if (originalCell < 0 || originalCell >= n * n) {
            throw new IllegalArgumentException("cell " + originalCell + " is outside 0.." + (n * n - 1));
        }
        int row = originalCell / n;
        int col = originalCell % n;
        int fromRow = transpose ? col : row;
        int fromCol = transpose ? row : col;
        return indexOf(rowOrder, fromRow) * n + indexOf(colOrder, fromCol);
    }

    /** The element that undoes this one: {@code inverse().apply(apply(g))} equals g. */
    public GridSymmetry inverse() {
        int[] rowsBack = LineOrders.inverse(rowOrder);
        int[] colsBack = LineOrders.inverse(colOrder);
        int[] digitsBack = LineOrders.inverse(digitMap);
        // Transposed, image (r, c) came from original (colOrder[c], rowOrder[r]); so original (i, j) is
        // image (rowsBack[j], colsBack[i]): the transposed image read with the two orders swapped.
        return transpose
                ? new GridSymmetry(shape, true, colsBack, rowsBack, digitsBack)
                : new GridSymmetry(shape, false, rowsBack, colsBack, digitsBack);
    }

    /** This element followed by {@code next}: {@code then(next).apply(g)} equals {@code next.apply(apply(g))}. */
    public GridSymmetry then(GridSymmetry next) {
        if (!next.shape.equals(shape)) {
            throw new IllegalArgumentException("shapes differ: " + shape + " then " + next.shape);
        }
        int[] digits = LineOrders.compose(next.digitMap, digitMap);
        if (next.transpose) {
            // next reads this image transposed, so its rows pick among this element's columns and back.
            return new GridSymmetry(
                    shape,
                    !transpose,
                    LineOrders.compose(colOrder, next.rowOrder),
                    LineOrders.compose(rowOrder, next.colOrder),
                    digits);
        }
        return new GridSymmetry(
                shape,
                transpose,
                LineOrders.compose(rowOrder, next.rowOrder),
                LineOrders.compose(colOrder, next.colOrder),
                digits);
    }

    /**
     * A short account, 1-based, leaving out the parts that change nothing: for example {@code transposed;
     * rows 4 5 6 1 2 3 7 8 9; digits 1→3 2→7 3→1 ...}, or {@code identity}. Row and column lists give the
     * original line shown at each place.
     */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (transpose) {
            parts.add("transposed");
        }
        if (!LineOrders.isIdentity(rowOrder, 0)) {
            parts.add("rows " + oneBased(rowOrder));
        }
        if (!LineOrders.isIdentity(colOrder, 0)) {
            parts.add("columns " + oneBased(colOrder));
        }
        if (!LineOrders.isIdentity(digitMap, 1)) {
            StringBuilder digits = new StringBuilder("digits");
            for (int d = 1; d < digitMap.length; d++) {
                digits.append(' ').append(d).append('\u2192').append(digitMap[d]);
            }
            parts.add(digits.toString());
        }
        return parts.isEmpty() ? "identity" : String.join("; ", parts);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridSymmetry other
                && other.shape.equals(shape)
                && other.transpose == transpose
                && Arrays.equals(other.rowOrder, rowOrder)
                && Arrays.equals(other.colOrder, colOrder)
                && Arrays.equals(other.digitMap, digitMap);
    }

    @Override
    public int hashCode() {
        int hash = shape.hashCode() * 31 + Boolean.hashCode(transpose);
        hash = hash * 31 + Arrays.hashCode(rowOrder);
        hash = hash * 31 + Arrays.hashCode(colOrder);
        return hash * 31 + Arrays.hashCode(digitMap);
    }

    @Override
    public String toString() {
        return "GridSymmetry[" + shape + ": " + describe() + "]";
    }

    private void requireShape(Grid grid) {
        if (!grid.shape().equals(shape)) {
            throw new IllegalArgumentException("a " + shape + " symmetry cannot map a " + grid.shape() + " grid");
        }
    }

    private static int indexOf(int[] order, int line) {
        for (int i = 0; i < order.length; i++) {
            if (order[i] == line) {
                return i;
            }
        }
        throw new IllegalStateException("line " + line + " missing from a validated order");
    }

    private static String oneBased(int[] order) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < order.length; i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(order[i] + 1);
        }
        return out.toString();
    }
}
