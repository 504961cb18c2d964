package dev.sudoku.logic.colouring;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The colouring of one digit: its candidates joined by conjugate pairs (a house with exactly two places)
 * split into clusters, each cluster's candidates alternating between two opposite colours. In a solution
 * one colour of each cluster is all true and the other all false.
 *
 * <p>Colour {@code 2i} and {@code 2i+1} belong to cluster i. Clusters are numbered by their lowest cell and
 * the lowest cell gets the even colour, as HoDoKu numbers them. For each colour two house sets are kept
 * (bit h of word h/64 for house h): the houses holding at least one and at least two of its cells, so that
 * "does this cell see that colour" costs three bit tests.
 *
 * <p>A visit stamp per cell is mutable scratch state, so an instance is single-threaded; each search
 * builds its own.
 *
 * <p>Cost: O(N^2) to find the pairs and flood the clusters.
 */
final class Clusters {
    private final Geometry geometry;
    private final int[] colourOf;
    private final List<int[]> cells = new ArrayList<>();
    private final List<long[]> once = new ArrayList<>();
    private final List<long[]> twice = new ArrayList<>();
    private final int[] visited;
    private int stamp;

    private Clusters(Geometry geometry, int[] colourOf) {
        this.geometry = geometry;
        this.colourOf = colourOf;
        this.visited = new int[colourOf.length];
    }

    static Clusters of(CandidateGrid grid, int digit) {
        Geometry geometry = grid.geometry();
        int n = grid.size();
        int cellCount = grid.cellCount();
        // partner[3c + t]: the other end of cell c's conjugate pair in its row (t=0), column (1), box (2).
        int[] partner = new int[3 * cellCount];
        Arrays.fill(partner, -1);
        boolean[] linked = new boolean[cellCount];
        for (int house = 0; house < 3 * n; house++) {
            long places = grid.positions(house, digit);
            if (Masks.count(places) != 2) {
                continue;
            }
            int[] houseCells = geometry.cellsOf(house);
            int a = houseCells[Masks.firstSlot(places)];
            int b = houseCells[Masks.firstSlot(places & (places - 1))];
            int kind = house / n;
            partner[3 * a + kind] = b;
            partner[3 * b + kind] = a;
            linked[a] = true;
            linked[b] = true;
        }
        int[] colourOf = new int[cellCount];
        Arrays.fill(colourOf, -1);
        Clusters clusters = new Clusters(geometry, colourOf);
        int[] stack = new int[cellCount];
        for (int start = 0; start < cellCount; start++) {
            if (!linked[start] || colourOf[start] >= 0) {
                continue;
            }
            int base = clusters.cells.size();
            colourOf[start] = base;
            int top = 0;
            stack[top++] = start;
            List<Integer> members = new ArrayList<>();
            while (top > 0) {
                int cell = stack[--top];
                members.add(cell);
                for (int t = 0; t < 3; t++) {
                    int other = partner[3 * cell + t];
                    if (other >= 0 && colourOf[other] < 0) {
                        colourOf[other] = colourOf[cell] ^ 1;
                        stack[top++] = other;
                    }
                }
            }
            clusters.add(base, members);
        }
        return clusters;
    }

    private void add(int base, List<Integer> members) {
        int words = (3 * geometry.size() + 63) / 64;
        for (int colour = base; colour < base + 2; colour++) {
            int[] own = new int[members.size()];
            int size = 0;
            for (int member : members) {
                if (colourOf[member] == colour) {
                    own[size++] = member;
                }
            }
            own = Arrays.copyOf(own, size);
            Arrays.sort(own);
            long[] one = new long[words];
            long[] two = new long[words];
            for (int cell : own) {
                for (int house : geometry.housesOf(cell)) {
                    long bit = 1L << (house & 63);
                    two[house >> 6] |= one[house >> 6] & bit;
                    one[house >> 6] |= bit;
                }
            }
            cells.add(own);
            once.add(one);
            twice.add(two);
        }
    }

    /** Number of clusters; colours are 0 .. 2 * count() - 1. */
    int count() {
        return cells.size() / 2;
    }

    /** The cells of a colour, ascending. Do not modify the array. */
    int[] cells(int colour) {
        return cells.get(colour);
    }

    /** The colour of a cell, or -1 when it is in no conjugate pair. */
    int colourOf(int cell) {
        return colourOf[cell];
    }

    /** Whether two cells of one colour share a house: then that colour is false. */
    boolean seesItself(int colour) {
        for (long word : twice.get(colour)) {
            if (word != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether some cell of one colour shares a house with some cell of a colour of another cluster. */
    boolean touches(int colour, int other) {
        long[] a = once.get(colour);
        long[] b = once.get(other);
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a cell shares a house with a cell of the colour other than itself. */
    boolean sees(int cell, int colour) {
        long[] houses = colourOf[cell] == colour ? twice.get(colour) : once.get(colour);
        int n = geometry.size();
        return has(houses, geometry.row(cell))
                || has(houses, n + geometry.col(cell))
                || has(houses, 2 * n + geometry.box(cell));
    }

    private static boolean has(long[] houses, int house) {
        return (houses[house >> 6] & (1L << (house & 63))) != 0;
    }

    /**
     * The candidates of the digit that see both colours (a trap: one of the two is true, so they are
     * false). Only houses of colour {@code a} are walked, so the cost is O(houses of a * N).
     */
    List<Integer> seeingBoth(CandidateGrid grid, int digit, int a, int b) {
        // A fresh stamp marks the cells already tested, so the array is not cleared between calls.
        stamp++;
        List<Integer> found = new ArrayList<>();
        for (int house : houses(a)) {
            for (int cell : geometry.cellsOf(house)) {
                if (visited[cell] != stamp && grid.has(cell, digit)) {
                    visited[cell] = stamp;
                    if (sees(cell, a) && sees(cell, b)) {
                        found.add(cell);
                    }
                }
            }
        }
        found.sort(null);
        return found;
    }

    /**
     * The other clusters with a cell in a house of this one, ascending: the only ones that can link to it.
     * Cost O(houses of the cluster * N).
     */
    int[] neighbours(int cluster) {
        boolean[] seen = new boolean[count()];
        seen[cluster] = true;
        int[] found = new int[count()];
        int size = 0;
        for (int colour = 2 * cluster; colour < 2 * cluster + 2; colour++) {
            for (int house : houses(colour)) {
                for (int cell : geometry.cellsOf(house)) {
                    int other = colourOf[cell] >> 1;
                    if (colourOf[cell] >= 0 && !seen[other]) {
                        seen[other] = true;
                        found[size++] = other;
                    }
                }
            }
        }
        int[] sorted = Arrays.copyOf(found, size);
        Arrays.sort(sorted);
        return sorted;
    }

    /** The houses holding a cell of the colour, ascending. */
    int[] houses(int colour) {
        long[] one = once.get(colour);
        int[] houses = new int[3 * geometry.size()];
        int count = 0;
        for (int w = 0; w < one.length; w++) {
            for (long rest = one[w]; rest != 0; rest &= rest - 1) {
                houses[count++] = 64 * w + Long.numberOfTrailingZeros(rest);
            }
        }
        return Arrays.copyOf(houses, count);
    }
}
