package dev.sudoku.logic.rules;

import dev.sudoku.logic.SearchBudget;
import java.util.Arrays;

/**
 * The propagation of forcing chains on a rule set (SE's {@code doChaining}, SE rating spec §4.3): everything
 * an assumption implies, true nodes first, until nothing new follows or a digit is implied both true and
 * false. States as in {@link RuleBranch}.
 *
 * <ul>
 *   <li>A digit true turns false what {@link RuleLinks} links weakly to it: the same digit in its peers and,
 *       with Y links, the cell's other digits and the neighbours' digits its bars or cage forbid.
 *   <li>A digit false turns true the last place of the digit in a house and, with Y links, the cell's last
 *       digit: on the grid as it is for static chains (a house's two places, a cell's two digits), on the
 *       working grid for dynamic ones, where every false digit processed has been removed.
 *   <li>Dynamic with Y links, when nothing else follows: a cage whose cells' remaining digits no longer
 *       fill every way loses the unused ones, and a bar's cell loses the digits its neighbour's remaining
 *       ones leave no partner ({@link RuleForcingRules}).
 *   <li>Dynamic (+), when even those have nothing: locked candidates, hidden and naked pairs and X-Wings on
 *       the working grid ({@link RuleForcingBasics}).
 * </ul>
 *
 * <p>Every implied node keeps the nodes it follows from: the one that fired the link first, and for a
 * single on the working grid also the removals that left it single, as SE counts them.
 *
 * <p>Mutable working state for one search over one grid: the room is reused by each propagation. Cost:
 * O(nodes x links) a propagation; the {@link SearchBudget} is checked at its start and every {@value
 * #CHECK_INTERVAL} nodes.
 */
final class RuleImplications {
    private static final int CHECK_INTERVAL = 256;
    private static final int[] NO_PARENTS = {};

    private final RuleGrid grid;
    private final RuleIndex index;
    private final RuleForcingMode mode;
    private final RuleLinks links;
    private final RuleForcingRules rules;
    private final RuleForcingBasics basics;
    private final int digits;
    private final int[][] parentsOf;
    private final int[] order;
    private final int[] onQueue;
    private final int[] offQueue;
    private final int[] implied;
    private final int[] work;
    private int count;
    private int onTail;
    private int offTail;
    private int impliedCount;
    private int conflict;
    private int[] conflictParents;

    RuleImplications(RuleGrid grid, RuleForcingMode mode) {
        this.grid = grid;
        this.index = grid.index();
        this.mode = mode;
        this.links = new RuleLinks(grid, mode.yLinks() ? RuleLinks.Kind.ALL : RuleLinks.Kind.X);
        this.digits = grid.rules().digits();
        int states = grid.cellCount() * digits * 2;
        parentsOf = new int[states][];
        order = new int[states];
        onQueue = new int[states];
        offQueue = new int[states];
        implied = new int[states];
        work = new int[grid.cellCount()];
        rules = mode.dynamic() && mode.yLinks() ? new RuleForcingRules(grid, work) : null;
        basics = mode.basics() ? new RuleForcingBasics(grid, work) : null;
    }

    int state(int cell, int digit, boolean on) {
        return (cell * digits + digit - 1) * 2 + (on ? 1 : 0);
    }

    /** Everything that follows from {@code digit} being true ({@code on}) or false in {@code cell}. */
    RuleBranch from(int cell, int digit, boolean on) {
        SearchBudget.check();
        for (int i = 0; i < count; i++) {
            parentsOf[order[i]] = null;
        }
        count = 0;
        onTail = 0;
        offTail = 0;
        conflict = -1;
        conflictParents = null;
        for (int c = 0; c < work.length; c++) {
            work[c] = grid.candidates(c);
        }
        if (rules != null) {
            rules.clear();
        }
        int assumption = state(cell, digit, on);
        add(assumption, NO_PARENTS);
        propagate();
        return branch(assumption);
    }

    private void propagate() {
        int onHead = 0;
        int offHead = 0;
        int processed = 0;
        while (conflict < 0) {
            if (++processed % CHECK_INTERVAL == 0) {
                SearchBudget.check();
            }
            if (onHead < onTail) {
                turnedOn(onQueue[onHead++]);
            } else if (offHead < offTail) {
                turnedOff(offQueue[offHead++]);
            } else if ((rules == null || !rules.apply(this)) && (basics == null || !basics.apply(this))) {
                return;
            }
        }
    }

    /** The digits a true node rules out, where the (working) grid still has them. */
    private void turnedOn(int state) {
        impliedCount = 0;
        links.weak(state >> 1, node -> implied[impliedCount++] = node);
        int[] parents = {state};
        for (int i = 0; i < impliedCount && conflict < 0; i++) {
            int node = implied[i];
            if ((work[node / digits] & (1 << (node % digits))) != 0) {
                add(node * 2, parents);
            }
        }
    }

    /** The singles a false node leaves; dynamic: then it is removed from the working grid. */
    private void turnedOff(int state) {
        int node = state >> 1;
        int cell = node / digits;
        int digit = node % digits + 1;
        int bit = 1 << (digit - 1);
        int[] cells = mode.dynamic() ? work : null;
        if (mode.yLinks()) {
            int left = (cells == null ? grid.candidates(cell) : work[cell]) & ~bit;
            if (Integer.bitCount(left) == 1 && grid.value(cell) == 0) {
                int removed = grid.candidates(cell) & ~work[cell];
                add(state(cell, Integer.numberOfTrailingZeros(left) + 1, true), parents(state, cell, removed));
            }
        }
        for (int house : index.housesOfCell[cell]) {
            if (conflict >= 0) {
                return;
            }
            int last = -1;
            int places = 0;
            int[] houseCells = index.houseCells[house];
            for (int other : houseCells) {
                int mask = cells == null ? grid.candidates(other) : work[other];
                if (other != cell && (mask & bit) != 0) {
                    last = other;
                    places++;
                }
            }
            if (places == 1) {
                add(state(last, digit, true), houseParents(state, houseCells, digit));
            }
        }
        if (cells != null && conflict < 0) {
            work[cell] &= ~bit;
            if (rules != null) {
                rules.touched(cell);
            }
        }
    }

    /** The false node that fired, then the digits removed from the cell before it (dynamic). */
    private int[] parents(int first, int cell, int removedDigits) {
        int[] parents = new int[1 + Integer.bitCount(removedDigits)];
        parents[0] = first;
        int n = 1;
        for (int rest = removedDigits; rest != 0; rest &= rest - 1) {
            parents[n++] = state(cell, Integer.numberOfTrailingZeros(rest) + 1, false);
        }
        return n == parents.length ? parents : Arrays.copyOf(parents, n);
    }

    /** The false node that fired, then the places of the digit in the house removed before it (dynamic). */
    private int[] houseParents(int first, int[] houseCells, int digit) {
        int bit = 1 << (digit - 1);
        int[] parents = new int[houseCells.length + 1];
        parents[0] = first;
        int n = 1;
        for (int other : houseCells) {
            if ((grid.candidates(other) & bit & ~work[other]) != 0) {
                parents[n++] = state(other, digit, false);
            }
        }
        return Arrays.copyOf(parents, n);
    }

    /**
     * Records a state unless it is known; a state whose opposite is known is the contradiction, which
     * stops the propagation. Returns whether it was new.
     */
    boolean add(int state, int[] parents) {
        if (conflict >= 0 || parentsOf[state] != null) {
            return false;
        }
        if (parentsOf[state ^ 1] != null) {
            conflict = state;
            conflictParents = parents;
            return false;
        }
        parentsOf[state] = parents;
        order[count++] = state;
        if ((state & 1) == 1) {
            onQueue[onTail++] = state;
        } else {
            offQueue[offTail++] = state;
        }
        return true;
    }

    private RuleBranch branch(int assumption) {
        int[] states = Arrays.copyOf(order, count);
        Arrays.sort(states);
        long[] reached = new long[(parentsOf.length + 63) / 64];
        int[] offsets = new int[count + 1];
        int total = 0;
        for (int i = 0; i < count; i++) {
            reached[states[i] >>> 6] |= 1L << states[i];
            offsets[i] = total;
            total += parentsOf[states[i]].length;
        }
        offsets[count] = total;
        int[] flat = new int[total];
        for (int i = 0; i < count; i++) {
            System.arraycopy(parentsOf[states[i]], 0, flat, offsets[i], parentsOf[states[i]].length);
        }
        return new RuleBranch(assumption, reached, states, offsets, flat, conflict, conflictParents);
    }
}
