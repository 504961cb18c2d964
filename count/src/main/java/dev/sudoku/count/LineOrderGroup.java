package dev.sudoku.count;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The orders of N lines (rows or columns) that keep blocks of consecutive lines together, as a group with
 * every element numbered: band orders times row orders inside the bands. Products and inverses are table
 * look-ups on the numbers, so the cell-map group built from two of these never composes arrays.
 *
 * <p>Cost: the product table has size^2 entries, 1,296^2 (1.7 million ints, 7 MB) for 9x9, filled with
 * one hash look-up each in a fraction of a second.
 */
final class LineOrderGroup {
    private final int lines;
    private final int[][] orders;
    private final int[] product;
    private final int[] inverse;
    private final Map<Long, Integer> numbers = new HashMap<>();

    /** @param block lines per block: rows per band, or columns per stack */
    LineOrderGroup(int lines, int block) {
        if (lines > 16) {
            throw new IllegalArgumentException("line orders are numbered up to 16 lines, not " + lines);
        }
        this.lines = lines;
        List<int[]> all = CellMaps.blockOrders(lines, block);
        orders = all.toArray(new int[0][]);
        for (int i = 0; i < orders.length; i++) {
            numbers.put(key(orders[i]), i);
        }
        int size = orders.length;
        product = new int[size * size];
        inverse = new int[size];
        int[] composed = new int[lines];
        int[] inverted = new int[lines];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                for (int line = 0; line < lines; line++) {
                    composed[line] = orders[a][orders[b][line]];
                }
                product[a * size + b] = numberOf(composed);
            }
            for (int line = 0; line < lines; line++) {
                inverted[orders[a][line]] = line;
            }
            inverse[a] = numberOf(inverted);
        }
    }

    int size() {
        return orders.length;
    }

    /** The number of a, then b: line x goes to a[b[x]]. */
    int product(int a, int b) {
        return product[a * orders.length + b];
    }

    int inverse(int a) {
        return inverse[a];
    }

    /** Where element a sends a line. */
    int image(int a, int line) {
        return orders[a][line];
    }

    /** The number of an order of the lines; it must keep the blocks together. */
    int numberOf(int[] order) {
        Integer number = numbers.get(key(order));
        if (number == null) {
            throw new IllegalArgumentException("not an order that keeps blocks together");
        }
        return number;
    }

    /** Four bits per line: N is at most 16 here (the counts reach 9x9). */
    private long key(int[] order) {
        long key = 0;
        for (int line = 0; line < lines; line++) {
            key = key << 4 | order[line];
        }
        return key;
    }
}
