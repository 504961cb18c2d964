package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import java.util.Arrays;

/**
 * The links between the sets of an {@link AlsIndex}: two sets that share no cell are linked by a digit
 * both hold when every place of it in one sees every place of it in the other (a restricted common
 * digit, RCC), so at most one of them holds it. HoDoKu's default: sets may not overlap. With overlap
 * allowed (HoDoKu's option), two sets sharing cells are linked by a digit none of whose places is a shared
 * cell.
 *
 * <p>Cost: every pair of sets with a common digit, O(S^2) mask tests for S sets, plus O(p) per common digit
 * with p places in the two sets. Typical hard 9x9 positions have a few hundred sets and a few thousand
 * links.
 */
final class RestrictedCommons {
    private final int[][] neighbours;
    private final long[][] commons;

    private RestrictedCommons(int[][] neighbours, long[][] commons) {
        this.neighbours = neighbours;
        this.commons = commons;
    }

    static RestrictedCommons of(AlsIndex index, boolean overlap) {
        int count = index.count();
        int[] degree = new int[count];
        int[][] neighbours = new int[count][4];
        long[][] commons = new long[count][4];
        Geometry geometry = index.grid().geometry();
        for (int i = 0; i < count; i++) {
            Als a = index.get(i);
            for (int j = i + 1; j < count; j++) {
                Als b = index.get(j);
                long shared = a.digits & b.digits;
                if (shared == 0) {
                    continue;
                }
                boolean apart = !index.overlap(a, b);
                if (!apart && !overlap) {
                    continue;
                }
                long restricted = 0;
                for (long rest = shared; rest != 0; rest &= rest - 1) {
                    long bit = rest & -rest;
                    int digit = Long.numberOfTrailingZeros(bit) + 1;
                    int[] first = index.cellsOf(a, digit);
                    if ((apart || outside(index, first, b)) && restricted(geometry, first, index.cellsOf(b, digit))) {
                        restricted |= bit;
                    }
                }
                if (restricted != 0) {
                    link(neighbours, commons, degree, i, j, restricted);
                    link(neighbours, commons, degree, j, i, restricted);
                }
            }
        }
        for (int i = 0; i < count; i++) {
            neighbours[i] = Arrays.copyOf(neighbours[i], degree[i]);
            commons[i] = Arrays.copyOf(commons[i], degree[i]);
        }
        return new RestrictedCommons(neighbours, commons);
    }

    /** The sets linked to set {@code i}, ascending. */
    int[] neighbours(int i) {
        return neighbours[i];
    }

    /** The restricted common digits of each link of set {@code i}, parallel to {@link #neighbours}. */
    long[] commons(int i) {
        return commons[i];
    }

    /** Whether none of {@code cells} belongs to {@code set}. */
    private static boolean outside(AlsIndex index, int[] cells, Als set) {
        for (int cell : cells) {
            if (index.contains(set, cell)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every cell of {@code second} sees every cell of {@code first}; no cell is in both (the sets
     * share none, or {@code first} lies outside the second set).
     */
    private static boolean restricted(Geometry geometry, int[] first, int[] second) {
        Span span = Span.of(geometry, first, first.length);
        for (int cell : second) {
            if (!span.covers(geometry, cell)) {
                return false;
            }
        }
        return true;
    }

    private static void link(int[][] neighbours, long[][] commons, int[] degree, int from, int to, long digits) {
        int d = degree[from]++;
        if (d == neighbours[from].length) {
            neighbours[from] = Arrays.copyOf(neighbours[from], 2 * d);
            commons[from] = Arrays.copyOf(commons[from], 2 * d);
        }
        neighbours[from][d] = to;
        commons[from][d] = digits;
    }
}
