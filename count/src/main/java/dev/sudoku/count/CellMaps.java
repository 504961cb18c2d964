package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.canon.GridSymmetry;
import java.util.ArrayList;
import java.util.List;

/**
 * Every cell map of a box shape's symmetry group, relabellings aside: band orders, row orders inside the
 * bands, stack orders, column orders inside the stacks, and the transpose when boxes are square. Each is
 * given as {@code source[j]}, the cell whose value lands in cell j, in the convention of {@link
 * GridSymmetry}.
 *
 * <p>Size: (N/R)! (R!)^(N/R) * (N/C)! (C!)^(N/C) * (2 if R == C): 128 for 4x4, 3,456 for 6x6 and
 * 3,359,232 for 9x9, which is why only the small shapes list them.
 */
final class CellMaps {
    private CellMaps() {}

    static List<int[]> of(BoxShape shape) {
        int n = shape.size();
        List<int[]> rowOrders = blockOrders(n, shape.boxRows());
        List<int[]> colOrders = blockOrders(n, shape.boxCols());
        int[] digits = new int[n + 1];
        for (int d = 0; d <= n; d++) {
            digits[d] = d;
        }
        List<int[]> maps = new ArrayList<>();
        boolean[] transposes = shape.boxRows() == shape.boxCols() ? new boolean[] {false, true} : new boolean[] {false};
        for (boolean transpose : transposes) {
            for (int[] rows : rowOrders) {
                for (int[] cols : colOrders) {
                    GridSymmetry symmetry = new GridSymmetry(shape, transpose, rows, cols, digits);
                    int[] source = new int[n * n];
                    for (int cell = 0; cell < source.length; cell++) {
                        source[symmetry.imageCell(cell)] = cell;
                    }
                    maps.add(source);
                }
            }
        }
        return maps;
    }

    /** Every order of n lines that keeps blocks of {@code block} consecutive lines together. */
    static List<int[]> blockOrders(int n, int block) {
        List<int[]> orders = new ArrayList<>();
        for (int[] blockOrder : permutations(n / block)) {
            addInner(orders, new int[n], blockOrder, 0, block);
        }
        return orders;
    }

    private static void addInner(List<int[]> orders, int[] order, int[] blockOrder, int position, int block) {
        if (position == blockOrder.length) {
            orders.add(order.clone());
            return;
        }
        for (int[] inner : permutations(block)) {
            for (int i = 0; i < block; i++) {
                order[position * block + i] = blockOrder[position] * block + inner[i];
            }
            addInner(orders, order, blockOrder, position + 1, block);
        }
    }

    /** The k! orders of 0..k-1. */
    static List<int[]> permutations(int k) {
        List<int[]> all = new ArrayList<>();
        permute(new int[k], 0, 0, all);
        return all;
    }

    private static void permute(int[] order, int position, int used, List<int[]> all) {
        if (position == order.length) {
            all.add(order.clone());
            return;
        }
        for (int item = 0; item < order.length; item++) {
            if ((used & (1 << item)) == 0) {
                order[position] = item;
                permute(order, position + 1, used | (1 << item), all);
            }
        }
    }
}
