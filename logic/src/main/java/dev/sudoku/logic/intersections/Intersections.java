package dev.sudoku.logic.intersections;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Houses;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Every box-line intersection of a grid shape as slot masks, in SE's scan order: box to column, box to row,
 * column to box, row to box, then source index, then target index. With the masks, "the digit's places in
 * the source all lie in the target" is one AND, and "the target has places outside the source" another;
 * without them each test walks the cells. Dynamic chains run locked candidates at every stall of every
 * propagation, so this is one of the hottest tests of a rating. Built once per shape and shared by every
 * thread.
 */
final class Intersections {
    private static final ConcurrentMap<BoxShape, List<Crossing>> TABLES = new ConcurrentHashMap<>();

    /**
     * A source house and a target house of the other kind that cross.
     *
     * @param inSource the source's slots that lie in the target
     * @param inTarget the target's slots that lie in the source
     * @param sourceKind the first house of the source's kind (0 rows, N columns, 2N boxes)
     * @param cells the cells the two houses share (the slots of {@code inSource} as cells, listed once here
     *     because every search reads them); shared by every thread, so never written
     */
    record Crossing(int source, int target, int sourceKind, long inSource, long inTarget, int[] cells) {}

    private Intersections() {}

    /** The shape's crossings in SE's order. */
    static List<Crossing> of(Geometry geometry) {
        return TABLES.computeIfAbsent(geometry.shape(), shape -> build(geometry));
    }

    private static List<Crossing> build(Geometry geometry) {
        int n = geometry.size();
        int rows = 0;
        int columns = n;
        int boxes = 2 * n;
        int[][] kinds = {{boxes, columns}, {boxes, rows}, {columns, boxes}, {rows, boxes}};
        List<Crossing> crossings = new ArrayList<>();
        for (int[] kind : kinds) {
            for (int i1 = 0; i1 < n; i1++) {
                for (int i2 = 0; i2 < n; i2++) {
                    int source = kind[0] + i1;
                    int target = kind[1] + i2;
                    if (Houses.cross(geometry, source, target)) {
                        long inSource = slotsIn(geometry, source, target);
                        int[] shared = new int[Long.bitCount(inSource)];
                        int at = 0;
                        for (long rest = inSource; rest != 0; rest &= rest - 1) {
                            shared[at++] = geometry.cellAt(source, Long.numberOfTrailingZeros(rest));
                        }
                        crossings.add(new Crossing(
                                source, target, kind[0], inSource, slotsIn(geometry, target, source), shared));
                    }
                }
            }
        }
        return List.copyOf(crossings);
    }

    /** The slots of {@code house} whose cells lie in {@code other}. */
    private static long slotsIn(Geometry geometry, int house, int other) {
        int[] cells = geometry.cellsOf(house);
        long slots = 0;
        for (int slot = 0; slot < cells.length; slot++) {
            if (Houses.contains(geometry, other, cells[slot])) {
                slots |= 1L << slot;
            }
        }
        return slots;
    }
}
