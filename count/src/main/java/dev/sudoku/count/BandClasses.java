package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Splits the first band's column sets into classes under the symmetries that keep the number of
 * completions: relabelling the digits, permuting the columns inside each stack and permuting the stacks.
 * Rows play no part: the completions of a band depend only on which digits each column holds.
 *
 * <p>Relabelling is taken out first: every band has exactly one relabelling whose first stack reads
 * {0..R-1}, {R..2R-1}, ... column by column (the <em>normalised</em> form), and each normalised form stands
 * for P bands' worth of column sets, P the number of ordered partitions of one stack. The normalised forms
 * are numbered by the partitions of stacks 2..R (P^(R-1) of them: 2,822,400 for 9x9) and their classes
 * found by a breadth-first walk over a few generators (adjacent column swaps in a stack, adjacent stack
 * swaps, swaps of two digits of one first-stack column), each followed by normalising again.
 *
 * <p>Cost: one walk step per normalised form and generator; for 9x9 about 40 million steps, seconds.
 */
public final class BandClasses {
    private final BoxShape shape;
    private final int size;
    private final int stacks;
    private final int columnsPerStack;
    private final int rowsPerBand;
    private final OrderedPartitions partitions;
    private final int states;

    private BandClasses(BoxShape shape) {
        this.shape = shape;
        this.size = shape.size();
        this.rowsPerBand = shape.boxRows();
        this.columnsPerStack = shape.boxCols();
        this.stacks = size / columnsPerStack;
        this.partitions = new OrderedPartitions(size, columnsPerStack, rowsPerBand);
        long count = 1;
        for (int s = 1; s < stacks; s++) {
            count *= partitions.count();
        }
        if (count > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the first bands of " + shape + " boxes are too many to classify");
        }
        this.states = (int) count;
    }

    /** The classes of the shape's normalised first-band column sets, each with its size. */
    public static List<BandClass> of(BoxShape shape) {
        return new BandClasses(shape).walk();
    }

    /**
     * How many ordered partitions one stack has: the number of first bands' column sets each normalised
     * form stands for.
     */
    public static long relabellingsPerForm(BoxShape shape) {
        return new OrderedPartitions(shape.size(), shape.boxCols(), shape.boxRows()).count();
    }

    private List<BandClass> walk() {
        List<BandClass> classes = new ArrayList<>();
        BitSet seen = new BitSet(states);
        int[] queue = new int[states];
        for (int start = seen.nextClearBit(0); start < states; start = seen.nextClearBit(start + 1)) {
            seen.set(start);
            queue[0] = start;
            int head = 0;
            int tail = 1;
            while (head < tail) {
                int[] columns = decode(queue[head++]);
                for (int[] image : images(columns)) {
                    int index = encode(normalised(image));
                    if (!seen.get(index)) {
                        seen.set(index);
                        queue[tail++] = index;
                    }
                }
            }
            classes.add(new BandClass(decode(start), tail));
        }
        return classes;
    }

    /** The column sets after each generator (not yet normalised). */
    private List<int[]> images(int[] columns) {
        List<int[]> images = new ArrayList<>();
        for (int s = 0; s < stacks; s++) {
            for (int p = 0; p + 1 < columnsPerStack; p++) {
                images.add(swapped(columns, s * columnsPerStack + p, s * columnsPerStack + p + 1, 1));
            }
        }
        for (int s = 0; s + 1 < stacks; s++) {
            images.add(swapped(columns, s * columnsPerStack, (s + 1) * columnsPerStack, columnsPerStack));
        }
        for (int p = 0; p < columnsPerStack; p++) {
            for (int k = 0; k + 1 < rowsPerBand; k++) {
                images.add(relabelled(columns, p * rowsPerBand + k, p * rowsPerBand + k + 1));
            }
        }
        return images;
    }

    private static int[] swapped(int[] columns, int a, int b, int width) {
        int[] image = columns.clone();
        for (int i = 0; i < width; i++) {
            image[a + i] = columns[b + i];
            image[b + i] = columns[a + i];
        }
        return image;
    }

    private static int[] relabelled(int[] columns, int a, int b) {
        int[] image = columns.clone();
        int both = (1 << a) | (1 << b);
        for (int c = 0; c < image.length; c++) {
            int bits = image[c] & both;
            if (bits != 0 && bits != both) {
                image[c] ^= both;
            }
        }
        return image;
    }

    /** Relabels so that the first stack's columns hold 0..R-1, R..2R-1, ..., each column's digits in order. */
    private int[] normalised(int[] columns) {
        int[] label = new int[size];
        for (int p = 0; p < columnsPerStack; p++) {
            int next = p * rowsPerBand;
            for (int set = columns[p]; set != 0; set &= set - 1) {
                label[Integer.numberOfTrailingZeros(set)] = next++;
            }
        }
        int[] image = new int[columns.length];
        for (int c = 0; c < columns.length; c++) {
            for (int set = columns[c]; set != 0; set &= set - 1) {
                image[c] |= 1 << label[Integer.numberOfTrailingZeros(set)];
            }
        }
        return image;
    }

    private int encode(int[] columns) {
        int index = 0;
        for (int s = stacks - 1; s >= 1; s--) {
            index = index * partitions.count() + partitions.indexOf(columns, s * columnsPerStack);
        }
        return index;
    }

    private int[] decode(int index) {
        int[] columns = new int[size];
        for (int p = 0; p < columnsPerStack; p++) {
            columns[p] = ((1 << rowsPerBand) - 1) << (p * rowsPerBand);
        }
        for (int s = 1; s < stacks; s++) {
            System.arraycopy(
                    partitions.get(index % partitions.count()), 0, columns, s * columnsPerStack, columnsPerStack);
            index /= partitions.count();
        }
        return columns;
    }

    @Override
    public String toString() {
        return "band classes of " + shape;
    }
}
