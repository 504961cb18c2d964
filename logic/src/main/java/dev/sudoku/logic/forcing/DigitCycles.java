package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;

/**
 * Which candidates can start an X-cycle: a cycle of producer 21's X pass, which never leaves one digit. The
 * reach table ({@link StaticReach}) serves all three passes with the links of the XY pass, and in that graph
 * almost every candidate lies on some cycle, since a cell's digits link to each other; so the X pass would
 * walk from nearly every root, and few of those walks close. Per digit, the X links alone are sparse, and
 * most candidates lie on no X-cycle at all. Grids with a {@link StrongCore} get the same answers from it;
 * this table serves the others.
 *
 * <p>"On" of a implies "on" of c when a sees a place b of the digit whose only other place in some house is
 * c. An X-cycle through a root needs a closed path of such steps, each to another place than its start
 * (a step back to the start is the two-node return of a conjugate pair, not a cycle). The relation is kept
 * per digit as bit sets over cells, closed transitively, and a root passes when its own cell is in its
 * closure. Cost: O(places^2 x cells / 64) per digit.
 */
final class DigitCycles {
    private final int size;
    private final int words;
    /** Per candidate ({@code cell * size + digit - 1}), the cells whose "on" it implies; null if absent. */
    private final long[][] closure;

    DigitCycles(CandidateGrid grid, StaticLinks table) {
        size = grid.size();
        int cells = grid.cellCount();
        words = (cells + 63) >>> 6;
        closure = new long[cells * size][];
        int[] places = new int[cells];
        for (int digit = 1; digit <= size; digit++) {
            int count = 0;
            for (int cell = 0; cell < cells; cell++) {
                if (grid.has(cell, digit)) {
                    places[count++] = cell * size + digit - 1;
                }
            }
            closeDigit(table, places, count);
        }
    }

    /** Whether the candidate's "on" may lie on an X-cycle; false rules every X-cycle through it out. */
    boolean onCycle(int candidate) {
        long[] reached = closure[candidate];
        int cell = candidate / size;
        return reached != null && (reached[cell >>> 6] & (1L << cell)) != 0;
    }

    private void closeDigit(StaticLinks table, int[] places, int count) {
        for (int i = 0; i < count; i++) {
            int a = places[i];
            long[] step = new long[words];
            for (int b : table.xOff[a]) {
                for (int c : table.xOn[b]) {
                    if (c != a) {
                        int cell = c / size;
                        step[cell >>> 6] |= 1L << cell;
                    }
                }
            }
            closure[a] = step;
        }
        // Warshall's closure over the digit's places: through k, whatever reaches k reaches k's set.
        for (int k = 0; k < count; k++) {
            int through = places[k] / size;
            long[] beyond = closure[places[k]];
            for (int i = 0; i < count; i++) {
                long[] row = closure[places[i]];
                if (row != beyond && (row[through >>> 6] & (1L << through)) != 0) {
                    for (int word = 0; word < words; word++) {
                        row[word] |= beyond[word];
                    }
                }
            }
        }
    }
}
