package dev.sudoku.logic.rules;

import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import java.util.Arrays;
import java.util.List;

/**
 * The almost locked sets of one position and the restricted commons linking them, shared by the ALS
 * techniques a solver tries one after the other there (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom):
 * each would otherwise find the same sets and test the same pairs again, and those pair tests were the
 * larger part of their time. The techniques stay stateless: the index of the last position each thread
 * asked about is kept, and reused only while that position's digits and candidates are the same.
 *
 * <p>Cost: the sets ({@link RuleAlsSets#sets}), then one restricted-common test per pair of sets of which
 * the second has a cell seeing all the first's places of some digit (no other pair can be linked), found
 * through bit sets of the sets at each cell; the {@link SearchBudget} checked per set.
 */
final class RuleAlsIndex {
    private static final ThreadLocal<RuleAlsIndex> LAST = new ThreadLocal<>();

    private final RuleGridSnapshot position;
    private final List<RuleAlsSet> sets;
    private final long[][] holding;
    /** Per set, every set linked to it, ascending, and the restricted commons of each link (a digit mask). */
    private final int[][] linked;

    private final int[][] commons;
    /** Per set, how many of {@link #linked} come before it in the order of the sets. */
    private final int[] earlier;

    private RuleAlsIndex(RuleGrid grid) {
        this.position = new RuleGridSnapshot(grid);
        this.sets = RuleAlsSets.sets(grid);
        this.holding = RuleAlsSets.holding(grid);
        int size = sets.size();
        long[][] setsAt = setsAt(grid.cellCount(), sets);
        int[] counts = new int[size];
        int[][] pairs = new int[size][];
        int[][] pairCommons = new int[size][];
        long[] partners = new long[(size + 63) / 64];
        int[] later = new int[size];
        int[] laterCommons = new int[size];
        for (int i = 0; i < size; i++) {
            SearchBudget.check();
            // A set linked to set i has a place of the link's digit, so a cell, where some digit's places
            // in set i are all seen: only the sets at those cells are tested.
            RuleAlsSet set = sets.get(i);
            long[] seenAny = new long[set.cellBits().length];
            for (int rest = set.digits(); rest != 0; rest &= rest - 1) {
                CellBits.or(seenAny, set.seen()[Integer.numberOfTrailingZeros(rest) + 1]);
            }
            Arrays.fill(partners, 0L);
            for (int cell = CellBits.next(seenAny, 0); cell >= 0; cell = CellBits.next(seenAny, cell + 1)) {
                CellBits.or(partners, setsAt[cell]);
            }
            int found = 0;
            for (int j = CellBits.next(partners, i + 1); j >= 0; j = CellBits.next(partners, j + 1)) {
                int restricted = RuleAlsSets.restricted(set, sets.get(j));
                if (restricted != 0) {
                    later[found] = j;
                    laterCommons[found++] = restricted;
                    counts[j]++;
                }
            }
            pairs[i] = Arrays.copyOf(later, found);
            pairCommons[i] = Arrays.copyOf(laterCommons, found);
        }
        // Both directions: a set's earlier links (added in the order of their sets) before its later ones.
        this.linked = new int[size][];
        this.commons = new int[size][];
        this.earlier = counts.clone();
        int[] filled = new int[size];
        for (int i = 0; i < size; i++) {
            linked[i] = new int[counts[i] + pairs[i].length];
            commons[i] = new int[linked[i].length];
            System.arraycopy(pairs[i], 0, linked[i], counts[i], pairs[i].length);
            System.arraycopy(pairCommons[i], 0, commons[i], counts[i], pairs[i].length);
        }
        for (int i = 0; i < size; i++) {
            for (int k = 0; k < pairs[i].length; k++) {
                int j = pairs[i][k];
                linked[j][filled[j]] = i;
                commons[j][filled[j]++] = pairCommons[i][k];
            }
        }
    }

    /** Per cell, the sets holding it, as bit sets over the sets' indices. */
    private static long[][] setsAt(int cells, List<RuleAlsSet> sets) {
        long[][] at = new long[cells][(sets.size() + 63) / 64];
        for (int i = 0; i < sets.size(); i++) {
            for (int cell : sets.get(i).cells()) {
                at[cell][i >>> 6] |= 1L << i;
            }
        }
        return at;
    }

    /** The index of the grid's position: the one this thread asked about last if it is the same position. */
    static RuleAlsIndex of(RuleGrid grid) {
        RuleAlsIndex last = LAST.get();
        if (last != null && last.position.describes(grid)) {
            return last;
        }
        RuleAlsIndex index = new RuleAlsIndex(grid);
        LAST.set(index);
        return index;
    }

    /** Every almost locked set of every house, each cell set once. */
    List<RuleAlsSet> sets() {
        return sets;
    }

    /** Each digit's cells on the grid, as bit sets over the cells; not to be changed. */
    long[][] holding() {
        return holding;
    }

    /** The sets (indices into {@link #sets}) linked to set {@code i}, ascending; not to be changed. */
    int[] linked(int i) {
        return linked[i];
    }

    /** The restricted commons of each of {@link #linked}'s links, as digit masks; not to be changed. */
    int[] commons(int i) {
        return commons[i];
    }

    /** Where the sets after set {@code i} begin in {@link #linked}. */
    int firstLater(int i) {
        return earlier[i];
    }
}
