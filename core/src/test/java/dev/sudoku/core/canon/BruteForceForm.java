package dev.sudoku.core.canon;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * The least image by plain enumeration of every cell map of the group, each with its best relabelling
 * (digits numbered in order of first appearance). Exponential; the reference for small shapes.
 */
final class BruteForceForm {
    private BruteForceForm() {}

    static int[] least(Grid puzzle) {
        BoxShape shape = puzzle.shape();
        int n = shape.size();
        List<int[]> rowOrders = blockOrders(n, shape.boxRows());
        List<int[]> colOrders = blockOrders(n, shape.boxCols());
        int[] best = null;
        int[] image = new int[n * n];
        int[] label = new int[n + 1];
        int transposes = shape.boxRows() == shape.boxCols() ? 2 : 1;
        for (int t = 0; t < transposes; t++) {
            for (int[] rows : rowOrders) {
                for (int[] cols : colOrders) {
                    java.util.Arrays.fill(label, 0);
                    int next = 1;
                    boolean less = best == null;
                    boolean cut = false;
                    for (int cell = 0; cell < n * n && !cut; cell++) {
                        int r = rows[cell / n];
                        int c = cols[cell % n];
                        int value = t == 1 ? puzzle.get(c, r) : puzzle.get(r, c);
                        if (value != 0 && label[value] == 0) {
                            label[value] = next++;
                        }
                        int shown = label[value];
                        image[cell] = shown;
                        if (!less) {
                            if (shown > best[cell]) {
                                cut = true;
                            } else if (shown < best[cell]) {
                                less = true;
                            }
                        }
                    }
                    if (!cut && less) {
                        best = image.clone();
                    }
                }
            }
        }
        return best;
    }

    /** Every order of n lines that keeps blocks of {@code block} consecutive lines together. */
    static List<int[]> blockOrders(int n, int block) {
        List<int[]> blockPerms = permutations(n / block);
        List<int[]> withinPerms = permutations(block);
        List<int[]> out = new ArrayList<>();
        int blocks = n / block;
        int[] choice = new int[blocks];
        for (int[] outer : blockPerms) {
            java.util.Arrays.fill(choice, 0);
            while (true) {
                int[] order = new int[n];
                for (int b = 0; b < blocks; b++) {
                    int[] inner = withinPerms.get(choice[b]);
                    for (int i = 0; i < block; i++) {
                        order[b * block + i] = outer[b] * block + inner[i];
                    }
                }
                out.add(order);
                int b = 0;
                while (b < blocks && ++choice[b] == withinPerms.size()) {
                    choice[b++] = 0;
                }
                if (b == blocks) {
                    break;
                }
            }
        }
        return out;
    }

    static List<int[]> permutations(int n) {
        List<int[]> out = new ArrayList<>();
        permute(new int[n], new boolean[n], 0, out);
        return out;
    }

    private static void permute(int[] current, boolean[] used, int at, List<int[]> out) {
        if (at == current.length) {
            out.add(current.clone());
            return;
        }
        for (int v = 0; v < current.length; v++) {
            if (!used[v]) {
                used[v] = true;
                current[at] = v;
                permute(current, used, at + 1, out);
                used[v] = false;
            }
        }
    }
}
