package dev.sudoku.logic.als;

import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import java.util.Arrays;

/**
 * The links between the sets of an {@link AlsIndex}: two sets that share no cell are linked by a digit
 * both hold when every place of it in one sees every place of it in the other (a restricted common
 * digit, RCC), so at most one of them holds it. HoDoKu's default: sets may not overlap. With overlap
 * allowed (HoDoKu's option), two sets sharing cells are linked by a digit none of whose places is a shared
 * cell.
 *
 * <p>How: a set's places of a digit all lie in one house of the other set's {@link Span} of that digit
 * exactly when they see all of the other's places (places of one set split over two of those houses would
 * not see each other). So sets are listed per (digit, house wholly holding their places of it), and a set
 * meets its partners for a digit through the at most three houses of its span, never testing pairs with
 * nothing in common. Cost: O(L + S) per set for L candidate pairs met this way, plus O(W) per pair to test
 * overlap (W words per cell set, 2 for 9x9); typical hard 9x9 positions have a few hundred sets and under a
 * thousand links.
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
        int houses = 3 * index.grid().size();
        int[][] byDigitHouse = byDigitHouse(index, houses);
        int[] degree = new int[count];
        int[][] neighbours = new int[count][4];
        long[][] commons = new long[count][4];
        long[] shared = new long[count];
        int[] met = new int[count];
        for (int i = 0; i < count; i++) {
            SearchBudget.check();
            Als a = index.get(i);
            int metCount = 0;
            for (int digit : AlsIndex.digits(a.digits)) {
                Span span = a.spans[digit - 1];
                for (int house : span.houses(index.grid().size())) {
                    for (int j : byDigitHouse[(digit - 1) * houses + house]) {
                        if (j > i && (shared[j] & 1L << (digit - 1)) == 0) {
                            if (shared[j] == 0) {
                                met[metCount++] = j;
                            }
                            shared[j] |= 1L << (digit - 1);
                        }
                    }
                }
            }
            Arrays.sort(met, 0, metCount);
            for (int m = 0; m < metCount; m++) {
                int j = met[m];
                long restricted = restricted(index, a, index.get(j), shared[j], overlap);
                shared[j] = 0;
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

    /** For each (digit, house), the sets whose places of the digit all lie in the house, ascending. */
    private static int[][] byDigitHouse(AlsIndex index, int houses) {
        int[] counts = new int[index.grid().size() * houses];
        forEachKey(index, houses, (set, key) -> counts[key]++);
        int[][] lists = new int[counts.length][];
        for (int key = 0; key < counts.length; key++) {
            lists[key] = new int[counts[key]];
        }
        int[] filled = new int[counts.length];
        forEachKey(index, houses, (set, key) -> lists[key][filled[key]++] = set);
        return lists;
    }

    private interface KeyVisitor {
        void visit(int set, int key);
    }

    /** Visits each (set, digit x houses + house) with the set's places of the digit wholly in the house. */
    private static void forEachKey(AlsIndex index, int houses, KeyVisitor visitor) {
        int size = index.grid().size();
        for (int i = 0; i < index.count(); i++) {
            Als als = index.get(i);
            for (long rest = als.digits; rest != 0; rest &= rest - 1) {
                int d = Long.numberOfTrailingZeros(rest);
                for (int house : als.spans[d].houses(size)) {
                    visitor.visit(i, d * houses + house);
                }
            }
        }
    }

    /**
     * The digits of {@code candidates} (whose places in the two sets see each other) that link them: all,
     * when the sets share no cell; with overlap allowed, those with no place in a shared cell.
     */
    private static long restricted(AlsIndex index, Als a, Als b, long candidates, boolean overlap) {
        if (!index.overlap(a, b)) {
            return candidates;
        }
        if (!overlap) {
            return 0;
        }
        long kept = 0;
        for (long rest = candidates; rest != 0; rest &= rest - 1) {
            int d = Long.numberOfTrailingZeros(rest);
            if (!CellBits.intersects(a.places[d], b.cellSet) && !CellBits.intersects(b.places[d], a.cellSet)) {
                kept |= rest & -rest;
            }
        }
        return kept;
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
