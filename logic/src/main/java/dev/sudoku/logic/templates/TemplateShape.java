package dev.sudoku.logic.templates;

import dev.sudoku.core.BoxShape;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The tables a template search needs for one box shape, for the shapes whose templates stay few.
 *
 * <p>A template of a digit is one cell in every row, column and box. With boxes of r rows by c columns
 * (side N = rc) there are {@code (r!)^c * (c!)^r} of them: each of the c bands of r rows sends its rows
 * to its r boxes in one of r! ways, and each of the r stacks of c columns sends the c bands crossing it
 * to its columns in one of c! ways. That is 16 for 2x2 boxes, 24 for 1x4, 288 for 2x3, 9,216 for 2x4,
 * 40,320 for 1x8 and 46,656 (6^6) for the classic 3x3; but 460,800 for 2x5 (10x10), 17,915,904 for
 * 3x4 (12x12) and about 1.1 * 10^11 for 4x4 (16x16).
 *
 * <p>Supported: the shapes with at most {@value #MAX_TEMPLATES} templates a digit, the classic grid's
 * count, which are every shape of side 4 to 9 except 1x9 and 9x1 (9! = 362,880, a Latin square's
 * rows). A search keeps every fitting template of every digit in memory and passes over them several
 * times; ten times the classic count per digit would cost tens of megabytes and milliseconds a position,
 * and the larger sides only grow from there. On any other shape {@link #of} is empty and the technique
 * offers nothing. The supported grids have at most 81 cells, so a template is two {@code long} words.
 *
 * <p>Immutable; one instance per shape, built on first use and shared (the cache only ever gains
 * entries, each immutable, as {@link dev.sudoku.core.Geometry}'s does).
 */
public final class TemplateShape {
    /** The most templates a digit may have for its shape to be supported: the 9x9 grid's 6^6. */
    public static final long MAX_TEMPLATES = 46_656;

    private static final ConcurrentMap<BoxShape, TemplateShape> BY_SHAPE = new ConcurrentHashMap<>();

    final int size;
    final int boxRows;
    /** Boxes across one band: N / c. */
    final int stacks;
    /** For each column, the stack it lies in. */
    final int[] stackOf;
    /** For each set of a band's stacks (bit s for stack s), the columns those stacks cover. */
    final long[] stackColumns;

    private TemplateShape(BoxShape shape) {
        size = shape.size();
        boxRows = shape.boxRows();
        stacks = size / shape.boxCols();
        stackOf = new int[size];
        for (int col = 0; col < size; col++) {
            stackOf[col] = col / shape.boxCols();
        }
        stackColumns = new long[1 << stacks];
        for (int used = 1; used < stackColumns.length; used++) {
            int stack = Integer.numberOfTrailingZeros(used);
            long columns = ((1L << shape.boxCols()) - 1) << (stack * shape.boxCols());
            stackColumns[used] = stackColumns[used & (used - 1)] | columns;
        }
    }

    /** The tables of a supported shape, built once; empty for a shape with too many templates. */
    public static Optional<TemplateShape> of(BoxShape shape) {
        if (templateCount(shape) > MAX_TEMPLATES) {
            return Optional.empty();
        }
        return Optional.of(BY_SHAPE.computeIfAbsent(shape, TemplateShape::new));
    }

    /**
     * How many templates a digit has on an empty grid of this shape, {@code (r!)^c * (c!)^r}; {@link
     * Long#MAX_VALUE} when that does not fit in a {@code long}.
     */
    public static long templateCount(BoxShape shape) {
        long count = 1;
        for (int i = 0; i < shape.boxCols(); i++) {
            count = saturated(count, factorial(shape.boxRows()));
        }
        for (int i = 0; i < shape.boxRows(); i++) {
            count = saturated(count, factorial(shape.boxCols()));
        }
        return count;
    }

    /**
     * Every template of a digit on the empty grid, counted by the search the technique uses (every cell
     * allowed), so a test can hold that search to an independent count.
     */
    public long enumerateAll() {
        long[] everyColumn = new long[size];
        Arrays.fill(everyColumn, (1L << size) - 1);
        return DigitTemplates.fitting(this, everyColumn).count();
    }

    private static long factorial(int n) {
        long product = 1;
        for (int i = 2; i <= n; i++) {
            product = saturated(product, i);
        }
        return product;
    }

    private static long saturated(long a, long b) {
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }
}
