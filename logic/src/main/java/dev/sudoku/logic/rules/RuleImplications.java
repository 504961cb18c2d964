package dev.sudoku.logic.rules;

import dev.sudoku.logic.SearchBudget;
import java.util.Arrays;
import java.util.function.IntConsumer;

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
 *   <li>Nested levels, when even the basic rules have nothing: forcing chains on the working grid ({@link
 *       RuleForcingNested}); each removal they make names the chain, whose complexity its ancestors count.
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
    private final RuleForcingNested nested;
    private final int digits;
    private final int[][] parentsOf;
    private final int[] order;
    private final int[] onQueue;
    private final int[] offQueue;
    private final int[] implied;
    /** Per state, the number of the nested chain that made it, or -1. */
    private final int[] chainOf;

    /** The complexities of the nested chains numbered so far ({@link #nestedChain}), the first {@code chains}. */
    private int[] chainComplexities = new int[16];

    private int chains;
    /** Collects the nodes {@link RuleLinks#weak} hands back: one object, not a lambda made per true node. */
    private final IntConsumer collectImplied;

    private final int[] work;
    /** The grid's candidates per cell, as {@link #readGrid} read them. */
    private final int[] gridCandidates;
    /**
     * Per house and digit ({@code house * N + digit - 1}), the slots where the grid has the digit, and where
     * the working grid still has it: a last place is one look-up instead of a scan of the house.
     */
    private final int[] gridPlaces;

    private final int[] workPlaces;
    private int count;
    private int onTail;
    private int offTail;
    private int impliedCount;
    private int conflict;
    private int[] conflictParents;
    private long propagations;

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
        collectImplied = node -> implied[impliedCount++] = node;
        chainOf = new int[states];
        Arrays.fill(chainOf, -1);
        work = new int[grid.cellCount()];
        gridCandidates = new int[grid.cellCount()];
        gridPlaces = new int[index.houseCells.length * digits];
        workPlaces = new int[gridPlaces.length];
        rules = mode.dynamic() && mode.yLinks() ? new RuleForcingRules(grid, work) : null;
        basics = mode.basics() ? new RuleForcingBasics(grid, work) : null;
        nested = mode.nested() != null ? new RuleForcingNested(grid, work, mode.nested()) : null;
        readGrid();
    }

    /** The propagations made so far, each {@link #from} call one. */
    long propagations() {
        return propagations;
    }

    int state(int cell, int digit, boolean on) {
        return (cell * digits + digit - 1) * 2 + (on ? 1 : 0);
    }

    /**
     * Reads the grid the next propagations start from: its candidates and each house's places of each digit.
     * Once a search (and at construction), not once a propagation: a nested level's grid is a view of a
     * working grid that changes between its searches but not during one, and reading it was a third of a
     * nested search's time.
     */
    void readGrid() {
        for (int c = 0; c < gridCandidates.length; c++) {
            gridCandidates[c] = grid.candidates(c);
        }
        Arrays.fill(gridPlaces, 0);
        for (int house = 0; house < index.houseCells.length; house++) {
            int[] houseCells = index.houseCells[house];
            for (int slot = 0; slot < houseCells.length; slot++) {
                for (int rest = gridCandidates[houseCells[slot]]; rest != 0; rest &= rest - 1) {
                    gridPlaces[house * digits + Integer.numberOfTrailingZeros(rest)] |= 1 << slot;
                }
            }
        }
    }

    /** The slots of {@code house} where the grid {@link #readGrid} read has {@code digit}, as a mask. */
    int gridPlaces(int house, int digit) {
        return gridPlaces[house * digits + digit - 1];
    }

    /**
     * Everything that follows from {@code digit} being true ({@code on}) or false in {@code cell}, on the
     * grid as {@link #readGrid} last read it.
     */
    RuleBranch from(int cell, int digit, boolean on) {
        SearchBudget.check();
        propagations++;
        for (int i = 0; i < count; i++) {
            parentsOf[order[i]] = null;
            chainOf[order[i]] = -1;
        }
        chains = 0;
        count = 0;
        onTail = 0;
        offTail = 0;
        conflict = -1;
        conflictParents = null;
        System.arraycopy(gridCandidates, 0, work, 0, work.length);
        System.arraycopy(gridPlaces, 0, workPlaces, 0, gridPlaces.length);
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
            } else if ((rules == null || !rules.apply(this))
                    && (basics == null || !basics.apply(this))
                    && (nested == null || !nested.apply(this))) {
                return;
            }
        }
    }

    /** The digits a true node rules out, where the (working) grid still has them. */
    private void turnedOn(int state) {
        impliedCount = 0;
        links.weak(state >> 1, collectImplied);
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
        int[] houses = index.housesOfCell[cell];
        int[] slots = index.slotsOfCell[cell];
        int at = digit - 1;
        for (int k = 0; k < houses.length && conflict < 0; k++) {
            int others = workPlaces[houses[k] * digits + at] & ~(1 << slots[k]);
            if (Integer.bitCount(others) == 1) {
                int last = index.houseCells[houses[k]][Integer.numberOfTrailingZeros(others)];
                // A static chain removes nothing from its grid, so only the false node that fired is a parent.
                add(
                        state(last, digit, true),
                        cells == null ? new int[] {state} : houseParents(state, houses[k], digit));
            }
        }
        if (cells != null && conflict < 0) {
            work[cell] &= ~bit;
            for (int k = 0; k < houses.length; k++) {
                workPlaces[houses[k] * digits + at] &= ~(1 << slots[k]);
            }
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
    private int[] houseParents(int first, int house, int digit) {
        int at = house * digits + digit - 1;
        int removed = gridPlaces[at] & ~workPlaces[at];
        int[] parents = new int[1 + Integer.bitCount(removed)];
        parents[0] = first;
        int n = 1;
        int[] houseCells = index.houseCells[house];
        for (int rest = removed; rest != 0; rest &= rest - 1) {
            parents[n++] = state(houseCells[Integer.numberOfTrailingZeros(rest)], digit, false);
        }
        return parents;
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

    /** Numbers a nested chain of the given complexity, for the removals it makes ({@link #addNested}). */
    int nestedChain(int complexity) {
        if (chains == chainComplexities.length) {
            chainComplexities = Arrays.copyOf(chainComplexities, 2 * chains);
        }
        chainComplexities[chains] = complexity;
        return chains++;
    }

    /** As {@link #add}, for a removal a nested chain made: the state then names the chain. */
    boolean addNested(int state, int[] parents, int chain) {
        boolean added = add(state, parents);
        if (added) {
            chainOf[state] = chain;
        }
        return added;
    }

    private RuleBranch branch(int assumption) {
        long[] reached = new long[(parentsOf.length + 63) / 64];
        for (int i = 0; i < count; i++) {
            reached[order[i] >>> 6] |= 1L << order[i];
        }
        // The states in order, read off the bit set: a propagation reaches hundreds, and sorting them
        // took a tenth of a nested search.
        int[] states = new int[count];
        int next = 0;
        for (int w = 0; w < reached.length; w++) {
            for (long rest = reached[w]; rest != 0; rest &= rest - 1) {
                states[next++] = w * 64 + Long.numberOfTrailingZeros(rest);
            }
        }
        int[] offsets = new int[count + 1];
        int total = 0;
        for (int i = 0; i < count; i++) {
            offsets[i] = total;
            total += parentsOf[states[i]].length;
        }
        offsets[count] = total;
        int[] flat = new int[total];
        for (int i = 0; i < count; i++) {
            System.arraycopy(parentsOf[states[i]], 0, flat, offsets[i], parentsOf[states[i]].length);
        }
        int made = 0;
        for (int state : states) {
            made += chainOf[state] >= 0 ? 1 : 0;
        }
        int[] nestedStates = new int[made];
        int[] nestedChains = new int[made];
        made = 0;
        for (int state : states) {
            if (chainOf[state] >= 0) {
                nestedStates[made] = state;
                nestedChains[made++] = chainOf[state];
            }
        }
        int[] complexities = Arrays.copyOf(chainComplexities, chains);
        return new RuleBranch(
                assumption,
                reached,
                states,
                offsets,
                flat,
                conflict,
                conflictParents,
                nestedStates,
                nestedChains,
                complexities);
    }
}
