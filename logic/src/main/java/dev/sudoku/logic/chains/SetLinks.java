package dev.sudoku.logic.chains;

import static dev.sudoku.logic.chains.TablingGraph.off;
import static dev.sudoku.logic.chains.TablingGraph.on;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The links of the almost locked sets of a {@link TablingGraph}, set by set and digit by digit, in HoDoKu's
 * order. A set's digit j is a node only ever assumed off ("j is not in the set"), and linked only when the
 * set without j would remove something:
 *
 * <ul>
 *   <li>a place of j seeing all the set's places of j (or a group of such places seeing them all) turns the
 *       node off when on;
 *   <li>the node off locks the set on its other digits: each leaves the cells outside that see all its
 *       places in the set, and the groups so cleared; the other sets whose places of a digit are all
 *       cleared lose it; a cell seeing the set, not bivalue, left with one digit gets it.
 * </ul>
 *
 * What the node off implies is further from it than 2, by HoDoKu's penalty for the set (3 for a forcing).
 *
 * <p>Cost: O(S * (N^3 + G + S * N)) for S sets and G groups.
 */
final class SetLinks {
    private final CandidateGrid grid;
    private final int size;
    private final List<TablingSets.AlmostSet> sets;
    private final TablingGroups groups;
    private final int candidateNodes;
    private final int setNodes;
    private final DirectLinks links;
    /** The groups already turning the current set node off, while its links are made. */
    private final Set<Integer> groupsEntering = new HashSet<>();

    SetLinks(
            CandidateGrid grid,
            List<TablingSets.AlmostSet> sets,
            TablingGroups groups,
            int candidateNodes,
            int setNodes,
            DirectLinks links) {
        this.grid = grid;
        this.size = grid.size();
        this.sets = sets;
        this.groups = groups;
        this.candidateNodes = candidateNodes;
        this.setNodes = setNodes;
        this.links = links;
    }

    void build() {
        List<List<Integer>> setsByFirstPlace = setsByFirstPlace();
        for (int a = 0; a < sets.size(); a++) {
            SearchBudget.check();
            link(a, setsByFirstPlace);
        }
    }

    /**
     * Each node of set {@code a} in digit order, its links in HoDoKu's order. What depends on one digit of
     * the set only (the groups a locked digit clears, the groups that may enter it, the digits the set
     * clears from each cell) is found once per set rather than once per node: on the hardest puzzles the
     * sets' links were two fifths of the time of the nice loops through sets (JFR), much of it spent asking
     * the same group the same question for every other digit of the set.
     */
    private void link(int a, List<List<Integer>> setsByFirstPlace) {
        TablingSets.AlmostSet set = sets.get(a);
        int penalty = set.penalty();
        int[] triggered = setsTriggeredBy(a, setsByFirstPlace);
        int[][] clearedGroups = new int[size + 1][];
        for (int k = 1; k <= size; k++) {
            if (set.has(k)) {
                clearedGroups[k] = clearedGroups(set.seenBy()[k], k);
            }
        }
        long[] clearedDigits = clearedDigits(set);
        for (int j = 1; j <= size; j++) {
            if (!set.has(j) || !clears(set, j)) {
                continue;
            }
            int node = setNode(a, j);
            long[] seen = set.seenBy()[j];
            int[] entering = enteringGroups(set, j);
            groupsEntering.clear();
            for (int cell = CellBits.next(seen, 0); cell >= 0; cell = CellBits.next(seen, cell + 1)) {
                entries(j, cell, node, entering);
            }
            for (int k = 1; k <= size; k++) {
                if (k == j || !set.has(k)) {
                    continue;
                }
                long[] cleared = set.seenBy()[k];
                for (int cell = CellBits.next(cleared, 0); cell >= 0; cell = CellBits.next(cleared, cell + 1)) {
                    links.add(off(node), off(candidate(cell, k)), 2 + penalty);
                }
                for (int g : clearedGroups[k]) {
                    links.add(off(node), off(candidateNodes + g), 2 + penalty);
                }
            }
            for (int other : triggered) {
                if ((other - setNodes) % size + 1 != j) {
                    links.add(off(node), off(other), 2 + penalty);
                }
            }
            forcings(set, j, node, penalty, clearedDigits);
        }
    }

    /** The groups of digit {@code k} lying within {@code cleared}, in {@link TablingGroups#ofDigit} order. */
    private int[] clearedGroups(long[] cleared, int k) {
        List<Integer> digitGroups = groups.ofDigit(k);
        int[] found = new int[digitGroups.size()];
        int count = 0;
        for (int g : digitGroups) {
            if (CellBits.within(groups.cellSet(g), cleared)) {
                found[count++] = g;
            }
        }
        return Arrays.copyOf(found, count);
    }

    /**
     * The groups of digit {@code j} that may turn the set's node j off: outside the set and seeing all its
     * places of j, in {@link TablingGroups#ofDigit} order.
     */
    private int[] enteringGroups(TablingSets.AlmostSet set, int j) {
        List<Integer> digitGroups = groups.ofDigit(j);
        int[] found = new int[digitGroups.size()];
        int count = 0;
        for (int g : digitGroups) {
            if (!CellBits.intersects(groups.cellSet(g), set.cellSet())
                    && CellBits.within(set.placeSet()[j], groups.seenBy(g))) {
                found[count++] = g;
            }
        }
        return Arrays.copyOf(found, count);
    }

    /**
     * A place of the digit seeing all the set's places of it turns the digit off; so do the {@code entering}
     * groups holding it, each once ({@link #groupsEntering}).
     */
    private void entries(int j, int cell, int node, int[] entering) {
        links.add(on(candidate(cell, j)), off(node));
        for (int g : entering) {
            if (CellBits.has(groups.cellSet(g), cell) && groupsEntering.add(g)) {
                links.add(on(candidateNodes + g), off(node));
            }
        }
    }

    /** Per cell, the digits the set clears from it when locked on them ({@link TablingSets.AlmostSet#seen}). */
    private long[] clearedDigits(TablingSets.AlmostSet set) {
        long[] digits = new long[grid.cellCount()];
        for (int k = 1; k <= size; k++) {
            if (!set.has(k)) {
                continue;
            }
            long[] cleared = set.seenBy()[k];
            for (int cell = CellBits.next(cleared, 0); cell >= 0; cell = CellBits.next(cleared, cell + 1)) {
                digits[cell] |= Masks.bit(k);
            }
        }
        return digits;
    }

    /**
     * The nodes of the other sets, disjoint from set {@code a}, all of whose places of a digit l the set
     * clears when locked on l (before the entry digit is known); in set order, then digit order, as HoDoKu
     * lists them. A triggered set's first place of l is among the cleared cells, so only the sets indexed
     * under those cells are tried.
     */
    private int[] setsTriggeredBy(int a, List<List<Integer>> setsByFirstPlace) {
        TablingSets.AlmostSet set = sets.get(a);
        int[] found = new int[8];
        int count = 0;
        for (int l = 1; l <= size; l++) {
            if (!set.has(l)) {
                continue;
            }
            long[] cleared = set.seenBy()[l];
            for (int cell = CellBits.next(cleared, 0); cell >= 0; cell = CellBits.next(cleared, cell + 1)) {
                for (int b : setsByFirstPlace.get(cell * size + l - 1)) {
                    TablingSets.AlmostSet other = sets.get(b);
                    if (b != a
                            && !CellBits.intersects(set.cellSet(), other.cellSet())
                            && CellBits.within(other.placeSet()[l], cleared)) {
                        if (count == found.length) {
                            found = Arrays.copyOf(found, 2 * count);
                        }
                        found[count++] = setNode(b, l);
                    }
                }
            }
        }
        int[] sorted = Arrays.copyOf(found, count);
        Arrays.sort(sorted);
        return sorted;
    }

    /** The sets by their first place of each digit ({@code cell * N + digit - 1}). */
    private List<List<Integer>> setsByFirstPlace() {
        List<List<Integer>> index = new ArrayList<>();
        for (int i = 0; i < grid.cellCount() * size; i++) {
            index.add(new ArrayList<>());
        }
        for (int b = 0; b < sets.size(); b++) {
            TablingSets.AlmostSet set = sets.get(b);
            for (int l = 1; l <= size; l++) {
                if (set.has(l)) {
                    index.get(set.places()[l][0] * size + l - 1).add(b);
                }
            }
        }
        return index;
    }

    /** Whether the set without {@code j} removes some candidate outside. */
    private boolean clears(TablingSets.AlmostSet set, int j) {
        for (int k = 1; k <= size; k++) {
            if (k != j && set.has(k) && !CellBits.isEmpty(set.seenBy()[k])) {
                return true;
            }
        }
        return false;
    }

    /** A cell seeing the set on some digit, left with one digit by the locked set, is forced to it. */
    private void forcings(TablingSets.AlmostSet set, int j, int node, int penalty, long[] clearedDigits) {
        long[] buddies = set.buddies();
        for (int cell = CellBits.next(buddies, 0); cell >= 0; cell = CellBits.next(buddies, cell + 1)) {
            long candidates = grid.candidates(cell);
            if (Long.bitCount(candidates) == 2) {
                continue;
            }
            long left = candidates & ~(clearedDigits[cell] & ~Masks.bit(j));
            if (Long.bitCount(left) == 1) {
                links.add(off(node), on(candidate(cell, Masks.firstDigit(left))), 3 + penalty);
            }
        }
    }

    private int setNode(int set, int digit) {
        return setNodes + set * size + digit - 1;
    }

    private int candidate(int cell, int d) {
        return cell * size + d - 1;
    }
}
