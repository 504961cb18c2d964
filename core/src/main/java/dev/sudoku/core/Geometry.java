package dev.sudoku.core;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Cell, house and peer tables for one box shape: the lookups every solver and validator shares.
 *
 * <p>Immutable once built, and safe to share between threads. Building costs O(N^3), more than a logical
 * solve of an easy puzzle, so {@link #of} builds each shape's tables once and hands out the same instance.
 */
public final class Geometry {
    /** One instance per shape; shapes are few (at most a few per side up to 64), so nothing is evicted. */
    private static final ConcurrentMap<BoxShape, Geometry> BY_SHAPE = new ConcurrentHashMap<>();

    private final BoxShape shape;
    private final int size;
    private final int[] rowOf;
    private final int[] colOf;
    private final int[] boxOf;
    private final int[] boxSlotOf;
    private final int[][] houseCells;
    private final int[][] peers;

    private Geometry(BoxShape shape) {
        this.shape = shape;
        this.size = shape.size();
        int cells = size * size;
        rowOf = new int[cells];
        colOf = new int[cells];
        boxOf = new int[cells];
        boxSlotOf = new int[cells];
        houseCells = new int[3 * size][size];
        int[] filled = new int[3 * size];
        for (int cell = 0; cell < cells; cell++) {
            int row = cell / size;
            int col = cell % size;
            int box = (row / shape.boxRows()) * (size / shape.boxCols()) + col / shape.boxCols();
            rowOf[cell] = row;
            colOf[cell] = col;
            boxOf[cell] = box;
            boxSlotOf[cell] = filled[2 * size + box];
            for (int house : new int[] {row, size + col, 2 * size + box}) {
                houseCells[house][filled[house]++] = cell;
            }
        }
        peers = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            boolean[] seen = new boolean[cells];
            int[] list = new int[3 * size];
            int count = 0;
            for (int house : housesOf(cell)) {
                for (int other : houseCells[house]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        list[count++] = other;
                    }
                }
            }
            int[] sorted = Arrays.copyOf(list, count);
            Arrays.sort(sorted);
            peers[cell] = sorted;
        }
    }

    /** The tables of a shape, built on first use. */
    public static Geometry of(BoxShape shape) {
        return BY_SHAPE.computeIfAbsent(shape, Geometry::new);
    }

    public BoxShape shape() {
        return shape;
    }

    /** The grid it describes, "Geometry[9x9, boxes 3x3]": its tables are derived from that alone. */
    @Override
    public String toString() {
        return "Geometry[" + size + "x" + size + ", boxes " + shape + "]";
    }

    /** The side N. */
    public int size() {
        return size;
    }

    public int cellCount() {
        return size * size;
    }

    public int row(int cell) {
        return rowOf[cell];
    }

    public int col(int cell) {
        return colOf[cell];
    }

    public int box(int cell) {
        return boxOf[cell];
    }

    /**
     * The cell's place in its box's {@link #cellsOf} list; its place in its row is its column, and in its
     * column its row.
     */
    public int boxSlot(int cell) {
        return boxSlotOf[cell];
    }

    /** Global house indices of a cell: its row, N + its column, 2N + its box. */
    public int[] housesOf(int cell) {
        return new int[] {rowOf[cell], size + colOf[cell], 2 * size + boxOf[cell]};
    }

    /**
     * The N cells of house {@code house} (0..3N-1), in reading order, as a fresh array the caller may keep
     * or change.
     *
     * <p><b>Performance:</b> O(N) for the copy. Every solver and validator shares one instance per shape, so
     * handing out the table itself would let one caller's write corrupt every later solve. The copy did not
     * show in {@code sudoku bench --solver band} or {@code bench --logic}: both moved less than their
     * run-to-run noise (about 10% on a loaded two-core machine).
     */
    public int[] cellsOf(int house) {
        return houseCells[house].clone();
    }

    /**
     * The cell at place {@code slot} (0..N-1, reading order) of house {@code house}: {@code cellsOf(house)[slot]}
     * without the copy. For the loops that turn a house's bit mask of places into cells one at a time, run
     * millions of times a step by the chaining techniques: their copies of the house were some 40% of
     * everything a hard puzzle's nested chains allocated.
     */
    public int cellAt(int house, int slot) {
        return houseCells[house][slot];
    }

    /**
     * The table row itself, for this package's validators that run once per solve: read it, never write it.
     */
    int[] sharedCellsOf(int house) {
        return houseCells[house];
    }

    /**
     * Every cell sharing a house with {@code cell}, excluding it, ascending, as a fresh array the caller may
     * keep or change. O(N), for the copy, as {@link #cellsOf}.
     */
    public int[] peersOf(int cell) {
        return peers[cell].clone();
    }

    /** The house object for a global house index. */
    public House house(int house) {
        return House.ofIndex(house, size);
    }

    /** The r1c1 name of a cell. */
    public String cellName(int cell) {
        return Cells.name(cell, size);
    }
}
