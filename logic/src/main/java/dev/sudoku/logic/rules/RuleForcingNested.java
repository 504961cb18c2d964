package dev.sudoku.logic.rules;

import java.util.Arrays;

/**
 * The forcing chains a nested-level chain runs on its working grid when links, singles, the variant's own
 * rules and the basic rules add nothing more (SE rating spec §5.5, level 3): static Multiple forcing chains
 * over a grid that shares the branch's working candidates. Every conclusion they draw, the simplest for
 * each target, becomes removals on the working grid: a digit placed removes its cell's other digits.
 *
 * <p>A removal rests on the chain's deletions the inner chain relied on (SE's rule parents): for each
 * digit the inner chain holds true, the deletions of its cell's other digits when it followed as the
 * cell's last digit (or is a cell chain's assumption), and the deletions of the digit in the house where it
 * followed as the last place (or is a region chain's assumption). An inner chain that relies on none was
 * on the grid before the outer chain and adds nothing to it. The removal also names the inner chain, whose
 * complexity is added to every count of ancestors that meets it.
 *
 * <p>Cost: one inner search each time a branch stalls, some hundred propagations on a 9x9 grid: the
 * nested levels are the costliest techniques, run only when everything before them has failed. Mutable
 * working state of one {@link RuleImplications}, sharing its working grid.
 */
final class RuleForcingNested {
    /**
     * The inner propagations one search of a nested level may make (some 5 s on a 9x9 grid), counted so that
     * a rating does not depend on the machine: a step of Nested Multiple chains on an X-windoku takes some
     * 300,000, while on a grid of a few givens and hundreds of open candidates (a consecutive puzzle) a
     * search would take millions. Past the budget the level has no step.
     */
    static final long INNER_PROPAGATIONS = 1_000_000;

    private final RuleGrid grid;
    private final RuleIndex index;
    private final int[] work;
    private final int digits;
    /** The working grid as a grid: the branch's candidates, shared. */
    private final RuleGrid working;

    private final RuleForcingChains.Search inner;
    /** Per false state, whether it is among the rule parents of the current inner chain. */
    private final boolean[] relied;

    private final int[] reliedOn;
    private int reliedCount;

    RuleForcingNested(RuleGrid grid, int[] work, RuleForcingMode innerMode) {
        this.grid = grid;
        this.index = grid.index();
        this.work = work;
        this.digits = grid.rules().digits();
        this.working = grid.sharingCandidates(work);
        this.inner = new RuleForcingChains.Search(working, innerMode);
        this.relied = new boolean[grid.cellCount() * digits * 2];
        this.reliedOn = new int[grid.cellCount() * digits];
    }

    /** The propagations of the inner searches so far. */
    long propagations() {
        return inner.propagations();
    }

    /** Hands the chain the removals of every inner conclusion the chain enabled; whether one was new. */
    boolean apply(RuleImplications chain) {
        if (inner.propagations() >= INNER_PROPAGATIONS) {
            throw new BudgetSpent();
        }
        boolean added = false;
        for (RuleForcingConclusion conclusion : inner.conclusions()) {
            int[] parents = ruleParents(conclusion);
            if (parents.length == 0) {
                continue;
            }
            int number = chain.nestedChain(conclusion.complexity());
            int node = conclusion.target() >> 1;
            int cell = node / digits;
            int digit = node % digits + 1;
            int removed = (conclusion.target() & 1) == 1 ? work[cell] & ~(1 << (digit - 1)) : 1 << (digit - 1);
            for (int rest = removed & work[cell]; rest != 0; rest &= rest - 1) {
                added |= chain.addNested(state(cell, Integer.numberOfTrailingZeros(rest) + 1), parents, number);
            }
        }
        return added;
    }

    /** The chain's deletions the inner conclusion relies on, as false states. */
    private int[] ruleParents(RuleForcingConclusion conclusion) {
        reliedCount = 0;
        for (int i = 0; i < conclusion.branches().size(); i++) {
            RuleBranch branch = conclusion.branches().get(i);
            for (int state : branch.ancestry(conclusion.ends().get(i))) {
                if ((state & 1) == 1) {
                    reliedOnTrue(conclusion, branch, state);
                }
            }
        }
        int[] parents = Arrays.copyOf(reliedOn, reliedCount);
        for (int state : parents) {
            relied[state] = false;
        }
        return parents;
    }

    /** Notes what a digit the inner chain holds true relied on: its cell's deletions, or its house's. */
    private void reliedOnTrue(RuleForcingConclusion conclusion, RuleBranch branch, int state) {
        int node = state >> 1;
        int cell = node / digits;
        int digit = node % digits + 1;
        if (state == branch.assumption()) {
            switch (conclusion.kind()) {
                case CELL -> deletedInCell(cell);
                case REGION -> deletedInHouse(regionOf(conclusion, digit), digit);
                default -> {
                    // A contradiction's or a double chain's assumption follows from nothing on the grid.
                }
            }
            return;
        }
        int first = branch.firstParent(state);
        int from = (first >> 1) / digits;
        if (from == cell) {
            deletedInCell(cell);
        } else {
            deletedInHouse(houseOfLastPlace(cell, from, digit), digit);
        }
    }

    private void deletedInCell(int cell) {
        for (int gone = grid.candidates(cell) & ~work[cell]; gone != 0; gone &= gone - 1) {
            note(state(cell, Integer.numberOfTrailingZeros(gone) + 1));
        }
    }

    private void deletedInHouse(int house, int digit) {
        if (house < 0) {
            return;
        }
        int bit = 1 << (digit - 1);
        for (int cell : index.houseCells[house]) {
            if ((grid.candidates(cell) & bit & ~work[cell]) != 0) {
                note(state(cell, digit));
            }
        }
    }

    private void note(int state) {
        if (!relied[state]) {
            relied[state] = true;
            reliedOn[reliedCount++] = state;
        }
    }

    /** The house of a region chain: the one whose places of the digit are the branches' assumptions. */
    private int regionOf(RuleForcingConclusion conclusion, int digit) {
        int cell = (conclusion.branches().get(0).assumption() >> 1) / digits;
        for (int house : index.housesOfCell[cell]) {
            if (Integer.bitCount(working.places(house, digit))
                            == conclusion.branches().size()
                    && conclusion.branches().stream()
                            .allMatch(
                                    b -> RuleIndex.contains(index.houseCells[house], (b.assumption() >> 1) / digits))) {
                return house;
            }
        }
        return -1;
    }

    /**
     * The house where the digit's removal from {@code from} left {@code cell} its last place: of the houses
     * holding both, the one with the fewest places of the digit on the working grid.
     */
    private int houseOfLastPlace(int cell, int from, int digit) {
        int found = -1;
        int fewest = Integer.MAX_VALUE;
        for (int house : index.housesOfCell[cell]) {
            int count = Integer.bitCount(working.places(house, digit));
            if (count < fewest && RuleIndex.contains(index.houseCells[house], from)) {
                found = house;
                fewest = count;
            }
        }
        return found;
    }

    /** The inner propagations ran past {@link #INNER_PROPAGATIONS}: the search ends without a step. */
    static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super("the nested chains ran past " + INNER_PROPAGATIONS + " propagations", null, false, false);
        }
    }

    private int state(int cell, int digit) {
        return (cell * digits + digit - 1) * 2;
    }
}
