package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * SE's producers 23 to 31 (SE rating spec §5.2 to §5.4): from every candidate of every eligible cell, the
 * propagation of the candidate on and off, and from those:
 *
 * <ul>
 *   <li>a contradiction, which removes the candidate (on) or places it (off), when contradictions count;
 *   <li>double chains: what both the on and the off propagations imply;
 *   <li>region chains: what every place of the digit in one of the cell's houses implies;
 *   <li>cell chains: what every candidate of the cell implies.
 * </ul>
 *
 * Nishio checks contradictions only; static Multiple chains check regions and cells of three or more
 * candidates only. Cost: per candidate, two propagations (on and off); the houses reuse the cells' "on"
 * propagations, held for the length of one search (one set of nodes per candidate). The {@link
 * SearchBudget} is checked per cell, and by each propagation.
 */
final class BranchChaining {
    private final TechniqueId technique;
    private final double base;
    private final boolean nishio;
    private final boolean dynamic;
    private final Propagation propagation;
    /**
     * Room reused by every search of this object (it runs on one thread, and a search never reenters its
     * own object: nested levels run searches of their own): a house's places of a digit, and the nodes all
     * branches share. A nested chain's inner searches run hundreds of thousands of times a step.
     */
    private int[] places = new int[0];

    private int[] branches = new int[0];

    private long[] shared = new long[0];

    /** The dynamic filter's room, reset for each search ({@link #filter}). */
    private DynamicReach reach;

    /** The group test's callbacks, free for the next group when their grid is null ({@link #groupMayConclude}). */
    private GroupTest groupTest;

    BranchChaining(TechniqueId technique, double base, boolean nishio, boolean dynamic, Propagation propagation) {
        this.technique = technique;
        this.base = base;
        this.nishio = nishio;
        this.dynamic = dynamic;
        this.propagation = propagation;
    }

    /** Hands every hint to the collector, cell by cell in row-major order, in SE's order before sorting. */
    void search(CandidateGrid grid, Links links, HintCollector hints) {
        // A digit assumed on in a cell is propagated for the cell and again for each house where it is not
        // the first place; the result depends only on the grid and the assumption, so it is made once.
        OnPropagations ons = OnPropagations.ofOneThread(grid);
        propagation.keepingAtMost(hints::keptComplexityAtMost);
        try {
            BranchFilter filter = filter(grid, links);
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                if (!searchCell(grid, links, hints, ons, filter, cell)) {
                    return;
                }
            }
        } finally {
            // Hints keep nodes, never the sets: the next search may have them.
            ons.releaseTo(propagation);
            propagation.keepingAtMost(null);
        }
    }

    /**
     * Branches that share no reachable node conclude nothing: the filter that rules most of them out, or
     * null where every branch is followed. Static chains reach less than their assumptions' reach tables
     * say ({@link BranchFilter#of}); dynamic chains without other rules reach exactly what their rules' fixed
     * point holds ({@link DynamicReach}); dynamic chains with other rules (the nested levels) and Nishio's
     * (X-links only) have none.
     */
    BranchFilter filter(CandidateGrid grid, Links links) {
        if (!dynamic) {
            return BranchFilter.of(grid, links);
        }
        if (nishio || !propagation.plainDynamic()) {
            return null;
        }
        reach = DynamicReach.of(grid, links, reach);
        return reach;
    }

    /**
     * Hands the hints of one cell to the collector: its digits' contradictions and double chains, the
     * region chains of the houses where it holds a digit's first place, and its cell chains. Returns false
     * when the collector wants no more (a first-below search that has its step).
     */
    boolean searchCell(
            CandidateGrid grid, Links links, HintCollector hints, OnPropagations ons, BranchFilter filter, int cell) {
        long mask = grid.candidates(cell);
        if (Long.bitCount(mask) < (dynamic ? 2 : 3)) {
            return true;
        }
        SearchBudget.check();
        if (hints.done()) {
            return false;
        }
        if (branches.length < grid.size()) {
            branches = new int[grid.size()];
        }
        boolean cellWorth = filter == null
                || groupMayConclude(
                        grid, filter, branches, cellBranches(grid, cell, branches), ChainHint.CELL_KEY, ons, hints);
        List<PotentialSet> cellOns = new ArrayList<>();
        List<PotentialSet> cellOffs = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            int digit = Long.numberOfTrailingZeros(rest) + 1;
            if (dynamic) {
                // An assumption whose fixed point is clean cannot contradict, and an off whose fixed point
                // shares nothing that changes the grid with its on's has no double chain: neither is followed.
                DynamicReach clean = filter instanceof DynamicReach dynamicFilter ? dynamicFilter : null;
                int candidate = cell * grid.size() + digit - 1;
                if (clean == null || clean.onConflicts(candidate)) {
                    contradiction(grid, assumedOn(grid, cell, digit, ons), hints);
                }
                // Only dynamic chains use the digit assumed off: for a contradiction and double chains.
                // An off that implies nothing has neither (the on never turns its own digit off), and
                // on the grids of hard puzzles, two in five are such.
                if (!propagation.inert(grid, cell, digit)
                        && (clean == null
                                || clean.offMayConclude(
                                        candidate,
                                        hasDoubles(mask) ? doubleWorth(grid, clean, candidate, hints) : null))) {
                    Propagation.Result on = assumedOn(grid, cell, digit, ons);
                    // Read at once and dropped: its sets are reused by the next one.
                    Propagation.Result off = propagation.probe(grid, Potential.assume(cell, digit, false));
                    contradiction(grid, off, hints);
                    doubles(grid, mask, on, off, hints);
                }
            }
            if (!nishio) {
                regions(grid, links, cell, digit, ons, filter, hints);
            }
            if (cellWorth) {
                Propagation.Result on = assumedOn(grid, cell, digit, ons);
                cellOns.add(on.toOn());
                cellOffs.add(on.toOff());
            }
        }
        if (!nishio && cellWorth) {
            common(grid, ForcingChainKind.CELL, ChainHint.CELL_KEY, cellOns, -1, hints);
            common(grid, ForcingChainKind.CELL, ChainHint.CELL_KEY, cellOffs, -1, hints);
        }
        return true;
    }

    /** Fills the candidates (cell * size + digit - 1) of the cell's digits; returns how many. */
    private static int cellBranches(CandidateGrid grid, int cell, int[] branches) {
        int count = 0;
        for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
            branches[count++] = cell * grid.size() + Long.numberOfTrailingZeros(rest);
        }
        return count;
    }

    /** Double chains: what both the on and the off assumption imply, for cells of three or more digits. */
    private void doubles(
            CandidateGrid grid, long mask, Propagation.Result on, Propagation.Result off, HintCollector hints) {
        if (!hasDoubles(mask)) {
            return;
        }
        common(grid, ForcingChainKind.DOUBLE, ChainHint.DOUBLE_KEY, List.of(on.toOn(), off.toOn()), -1, hints);
        common(grid, ForcingChainKind.DOUBLE, ChainHint.DOUBLE_KEY, List.of(on.toOff(), off.toOff()), -1, hints);
    }

    /** Whether a cell of these digits has double chains: not for Nishio, and only with three or more. */
    private boolean hasDoubles(long mask) {
        return !nishio && Long.bitCount(mask) > 2;
    }

    private void contradiction(CandidateGrid grid, Propagation.Result result, HintCollector hints) {
        if (!result.contradicts()) {
            return;
        }
        Potential assumption = result.assumption();
        // The conclusion is the assumption's opposite: an "on" that fails is removed, an "off" placed.
        Potential target = Potential.assume(assumption.cell, assumption.digit, !assumption.on);
        offer(
                grid,
                ForcingChainKind.CONTRADICTION,
                ChainHint.CONTRADICTION_KEY,
                List.of(result.contradictionOn(), result.contradictionOff()),
                target,
                -1,
                hints);
    }

    /** SE's region chaining for the cell's houses in which it is the digit's first place. */
    private void regions(
            CandidateGrid grid,
            Links links,
            int cell,
            int digit,
            OnPropagations ons,
            BranchFilter filter,
            HintCollector hints) {
        int size = grid.size();
        if (places.length < size) {
            places = new int[size];
        }
        Geometry geometry = links.geometry();
        for (int house : links.housesOf(cell)) {
            long slots = grid.positions(house, digit);
            if (Long.bitCount(slots) < 2 || geometry.cellAt(house, Long.numberOfTrailingZeros(slots)) != cell) {
                continue;
            }
            // The digit's places in the house, as candidates (place * size + digit - 1).
            int count = 0;
            for (long rest = slots; rest != 0; rest &= rest - 1) {
                places[count++] = geometry.cellAt(house, Long.numberOfTrailingZeros(rest)) * size + digit - 1;
            }
            if (filter != null && !groupMayConclude(grid, filter, places, count, ChainHint.REGION_KEY, ons, hints)) {
                continue;
            }
            List<PotentialSet> onSets = new ArrayList<>();
            List<PotentialSet> offs = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Propagation.Result result = assumedOn(grid, places[i] / size, digit, ons);
                onSets.add(result.toOn());
                offs.add(result.toOff());
            }
            common(grid, ForcingChainKind.REGION, ChainHint.REGION_KEY, onSets, house, hints);
            common(grid, ForcingChainKind.REGION, ChainHint.REGION_KEY, offs, house, hints);
        }
    }

    /**
     * Whether the group of branches (their candidates, {@code cell * size + digit - 1}) may give a hint: the
     * filter's test; with the dynamic filter, one of the nodes all branches share must also make a hint the
     * collector could keep at the least complexity it can have. A branch in conflict is followed for the test
     * (as it is anyway, for its contradiction) and counts the node's own ancestry; a clean branch the least
     * its fixed point allows ({@link DynamicReach#leastAncestry}). On the grids nested chains
     * stall on, most groups that share a node conclude only what cheaper hints found earlier conclude.
     */
    private boolean groupMayConclude(
            CandidateGrid grid,
            BranchFilter filter,
            int[] group,
            int count,
            int sortKey,
            OnPropagations ons,
            HintCollector hints) {
        if (!(filter instanceof DynamicReach reach)) {
            return filter.mayShare(group, count);
        }
        GroupTest test = groupTest != null && groupTest.grid == null ? groupTest : new GroupTest();
        if (groupTest == null) {
            groupTest = test;
        }
        test.grid = grid;
        test.reach = reach;
        test.group = group;
        test.count = count;
        test.sortKey = sortKey;
        test.ons = ons;
        test.hints = hints;
        try {
            return reach.mayShare(group, count, test, test);
        } finally {
            test.forget();
        }
    }

    /**
     * What {@link #groupMayConclude} asks of one group: the branch followed in full when it is in conflict,
     * and whether a node all branches share could make a hint the collector would keep. One object, reused
     * from group to group (a new one while one is in use: a search never nests in its own object, but should
     * one ever, it gets its own): a nested step's inner searches test some hundred thousand groups, and two
     * lambdas made for each were a fifteenth of what they allocated.
     */
    private final class GroupTest implements DynamicReach.SharedNode, IntFunction<Propagation.Result> {
        /** The group's grid, or null between groups. */
        private CandidateGrid grid;

        private DynamicReach reach;
        private int[] group;
        private int count;
        private int sortKey;
        private OnPropagations ons;
        private HintCollector hints;

        @Override
        public Propagation.Result apply(int candidate) {
            int size = grid.size();
            return assumedOn(grid, candidate / size, candidate % size + 1, ons);
        }

        /**
         * A branch in conflict counts the node's own ancestry; a clean branch the least its fixed point allows
         * ({@link DynamicReach#leastAncestry}).
         */
        @Override
        public boolean mayConclude(int cell, int digit, boolean on) {
            int size = grid.size();
            int least = 0;
            for (int i = 0; i < count; i++) {
                int candidate = group[i];
                if (reach.onConflicts(candidate)) {
                    Propagation.Result result = ons.get(candidate);
                    Potential node = on
                            ? result.toOn().get(cell, digit, true)
                            : result.toOff().get(cell, digit, false);
                    least += Ancestry.count(node, size);
                } else {
                    least += reach.leastAncestry(candidate, cell, digit, on);
                }
            }
            return hints.worthSearching(
                    base + ChainLength.bonus(least), least, sortKey, Conclusions.eliminations(grid, cell, digit, on));
        }

        /** Drops the group's objects, so the last search's propagations are not kept alive by this one. */
        private void forget() {
            grid = null;
            reach = null;
            group = null;
            ons = null;
            hints = null;
        }
    }

    /**
     * Whether a clean double chain of the candidate concluding a node could be kept, at the least complexity
     * it can have: the least ancestry of the node in each branch ({@link DynamicReach#leastAncestry}, {@link
     * DynamicReach#leastAncestryFromOff}).
     */
    private DynamicReach.SharedNode doubleWorth(
            CandidateGrid grid, DynamicReach reach, int candidate, HintCollector hints) {
        return (cell, digit, on) -> {
            int least = reach.leastAncestry(candidate, cell, digit, on) + DynamicReach.leastAncestryFromOff(on);
            return hints.worthSearching(
                    base + ChainLength.bonus(least),
                    least,
                    ChainHint.DOUBLE_KEY,
                    Conclusions.eliminations(grid, cell, digit, on));
        };
    }

    /** The propagation of the digit assumed on in the cell, made on first use. */
    private Propagation.Result assumedOn(CandidateGrid grid, int cell, int digit, OnPropagations ons) {
        int index = cell * grid.size() + digit - 1;
        Propagation.Result known = ons.get(index);
        return known != null ? known : ons.keep(index, propagation.from(grid, Potential.assume(cell, digit, true)));
    }

    /** One hint per node of the first set found in every other set, in the first set's order. */
    private void common(
            CandidateGrid grid,
            ForcingChainKind kind,
            int sortKey,
            List<PotentialSet> branches,
            int house,
            HintCollector hints) {
        // Most nodes are missing from some other branch: the triples all share are found a word at a time.
        PotentialSet first = branches.get(0);
        long[] bits = first.candidateBits();
        if (shared.length != bits.length) {
            shared = new long[bits.length];
        }
        System.arraycopy(bits, 0, shared, 0, bits.length);
        long any = 0;
        for (int i = 1; i < branches.size(); i++) {
            long[] theirs = branches.get(i).candidateBits();
            any = 0;
            for (int w = 0; w < shared.length; w++) {
                shared[w] &= theirs[w];
                any |= shared[w];
            }
            if (any == 0) {
                return;
            }
        }
        for (int index = 0; index < first.size(); index++) {
            int candidate = first.candidateAt(index);
            if ((shared[candidate >>> 6] & (1L << candidate)) == 0) {
                continue;
            }
            Potential p = first.at(index);
            if (!Conclusions.changes(grid, p)) {
                continue;
            }
            List<Potential> objects = new ArrayList<>(branches.size());
            objects.add(p);
            for (int i = 1; i < branches.size(); i++) {
                objects.add(branches.get(i).get(p.cell, p.digit, p.on));
            }
            offer(grid, kind, sortKey, objects, p, house, hints);
        }
    }

    /**
     * Hands the hint to the collector, unless it cannot be kept: its complexity is counted only as far as
     * needed to show that, since every part counted is a lower bound of the whole, and a higher complexity
     * never lowers the difficulty ({@link ChainLength#bonus}).
     */
    private void offer(
            CandidateGrid grid,
            ForcingChainKind kind,
            int sortKey,
            List<Potential> branches,
            Potential target,
            int house,
            HintCollector hints) {
        List<Candidate> eliminations = Conclusions.eliminations(grid, target);
        int complexity = Ancestry.complexity(
                branches,
                grid.size(),
                least -> hints.worthSearching(base + ChainLength.bonus(least), least, sortKey, eliminations));
        if (complexity < 0) {
            return;
        }
        hints.add(new ChainHint(
                technique,
                kind,
                base + ChainLength.bonus(complexity),
                complexity,
                sortKey,
                branches,
                eliminations,
                Conclusions.placement(target),
                house));
    }
}
