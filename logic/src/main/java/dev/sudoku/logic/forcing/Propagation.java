package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayDeque;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * SE's {@code doChaining} (SE rating spec §4.3): everything an assumption implies, "on" nodes first, until
 * nothing new follows or a digit is implied both on and off. Dynamic propagation removes each processed
 * "off" from a working copy of the grid, so later links see the reduced grid; at levels above 0, when the
 * links run dry, other rules are run on that grid and their eliminations continue the chain.
 *
 * <p>Cost: O(nodes x N) per propagation plus, at levels above 0, the other rules each time the queues run
 * empty. The {@link SearchBudget} is checked once per propagation, every {@value #CHECK_INTERVAL} nodes
 * and before the other rules run, since a nested level's rules can run for seconds.
 */
final class Propagation {
    /** Nodes processed between budget checks: a few microseconds of work at level 0. */
    private static final int CHECK_INTERVAL = 256;

    /** The sets an assumption reached, and the contradicting pair if it hit one (then the sets stop there). */
    record Result(
            Potential assumption,
            PotentialSet toOn,
            PotentialSet toOff,
            Potential contradictionOn,
            Potential contradictionOff) {
        boolean contradicts() {
            return contradictionOn != null;
        }
    }

    private final Links links;
    private final boolean yLinks;
    private final boolean dynamic;
    private final AdvancedRules advanced;

    /*
     * Room reused from one propagation to the next: the working grid (a propagation's own, dropped when it
     * ends), the sets of the last probe and of released results, and the ons an off implies. A propagation
     * at a nested level runs other searches with propagations of their own objects, never this one's, so
     * the room is free again whenever a propagation begins; the flags keep that true should a caller ever
     * nest them.
     */
    private CandidateGrid spareWork;
    private boolean workInUse;
    private PotentialSet probeOn;
    private PotentialSet probeOff;
    private boolean probeInUse;
    private final Potential[] implied = new Potential[4];
    /** Sets released by a caller done with a result ({@link #release}), emptied and ready for the next. */
    private final ArrayDeque<PotentialSet> spareOns = new ArrayDeque<>();

    private final ArrayDeque<PotentialSet> spareOffs = new ArrayDeque<>();
    /** The search's bound on the complexity of what it keeps, or null ({@link #keepingAtMost}). */
    private IntSupplier keptAtMost;

    /**
     * @param yLinks false for Nishio, which uses X-links only
     * @param advanced the other rules of a level above 0, or null
     */
    Propagation(Links links, boolean yLinks, boolean dynamic, AdvancedRules advanced) {
        this.links = links;
        this.yLinks = yLinks;
        this.dynamic = dynamic;
        this.advanced = advanced;
    }

    /**
     * Everything the assumption implies on the grid, in sets of its own until the caller hands them back
     * ({@link #release}).
     */
    Result from(CandidateGrid grid, Potential assumption) {
        return from(grid, assumption, spareSet(grid, spareOns, true), spareSet(grid, spareOffs, false));
    }

    /**
     * Takes back the sets of a result of {@link #from} that nobody reads any more, for the next results:
     * a set has room for every candidate of the grid, and making one costs more than emptying one whose
     * nodes are few, as they are in most propagations. The nodes themselves stay intact: hints may
     * keep them.
     */
    void release(Result result) {
        result.toOn().clear();
        result.toOff().clear();
        spareOns.push(result.toOn());
        spareOffs.push(result.toOff());
    }

    private static PotentialSet spareSet(CandidateGrid grid, ArrayDeque<PotentialSet> spares, boolean on) {
        PotentialSet set = spares.poll();
        return set != null && set.capacity() == grid.cellCount() * grid.size()
                ? set
                : new PotentialSet(grid.cellCount(), grid.size(), on);
    }

    /**
     * For the search about to run, the complexity past which its collector keeps no hint ({@link
     * HintCollector#keptComplexityAtMost}), read at each stall; null when every propagation is to run to its
     * end. Only a level with other rules stalls, so only there does this end propagations early.
     */
    void keepingAtMost(IntSupplier bound) {
        keptAtMost = bound;
    }

    /** Dynamic, with Y-links and without other rules: what {@link DynamicReach} follows as a fixed point. */
    boolean plainDynamic() {
        return dynamic && yLinks && advanced == null;
    }

    /**
     * Whether the digit assumed off in the cell implies nothing at all: no other rules run (level 0), the
     * cell keeps more than two digits (or Y-links are off), and no house of the cell holds the digit in
     * exactly two places. Its propagation would hold the assumption alone.
     */
    boolean inert(CandidateGrid grid, int cell, int digit) {
        if (advanced != null || (yLinks && Long.bitCount(grid.candidates(cell)) == 2)) {
            return false;
        }
        for (int house : links.housesOf(cell)) {
            if (Long.bitCount(grid.positions(house, digit)) == 2) {
                return false;
            }
        }
        return true;
    }

    /**
     * As {@link #from(CandidateGrid, Potential)}, in sets the next probe empties and fills again: for a result
     * read at once and then dropped. The nodes themselves are not reused; hints may keep them.
     */
    Result probe(CandidateGrid grid, Potential assumption) {
        if (probeInUse || probeOn == null || probeOn.capacity() != grid.cellCount() * grid.size()) {
            if (probeInUse) {
                return from(grid, assumption);
            }
            probeOn = new PotentialSet(grid.cellCount(), grid.size(), true);
            probeOff = new PotentialSet(grid.cellCount(), grid.size(), false);
        }
        probeOn.clear();
        probeOff.clear();
        probeInUse = true;
        try {
            return from(grid, assumption, probeOn, probeOff);
        } finally {
            probeInUse = false;
        }
    }

    private Result from(CandidateGrid grid, Potential assumption, PotentialSet toOn, PotentialSet toOff) {
        SearchBudget.check();
        if (!dynamic) {
            return propagate(grid, null, assumption, toOn, toOff);
        }
        if (workInUse || spareWork == null || !spareWork.samePuzzle(grid)) {
            if (workInUse) {
                return propagate(grid.copy(), grid, assumption, toOn, toOff);
            }
            spareWork = grid.copy();
        } else {
            spareWork.copyFrom(grid);
        }
        workInUse = true;
        try {
            return propagate(spareWork, grid, assumption, toOn, toOff);
        } finally {
            workInUse = false;
        }
    }

    /**
     * The propagation itself, on {@code work} (the grid, or its copy that loses each processed off when
     * dynamic); {@code initial} is the grid it began from when dynamic, else null.
     */
    private Result propagate(
            CandidateGrid work, CandidateGrid initial, Potential assumption, PotentialSet toOn, PotentialSet toOff) {
        // Every node enters its set once and is processed once, in the order it entered: the nodes still
        // to process are those past a cursor in each set, so the sets are the queues too.
        int nextOn = 0;
        int nextOff = 0;
        (assumption.on ? toOn : toOff).add(assumption);
        int processed = 0;
        while (nextOn < toOn.size() || nextOff < toOff.size()) {
            if (++processed % CHECK_INTERVAL == 0) {
                SearchBudget.check();
            }
            if (nextOn < toOn.size()) {
                Potential p = toOn.at(nextOn++);
                // The offs p implies, in SE's order: the cell's other digits (with Y links), then the digit
                // in the peers. Most are known already; a node is made only for a new one or a contradiction.
                long digits = work.candidates(p.cell) & ~Masks.bit(p.digit);
                for (long rest = yLinks ? digits : 0; rest != 0; rest &= rest - 1) {
                    int digit = Long.numberOfTrailingZeros(rest) + 1;
                    Result contradiction = turnOff(assumption, p, p.cell, digit, toOn, toOff);
                    if (contradiction != null) {
                        return contradiction;
                    }
                }
                // The peers still holding the digit, in SE's peer order, read from the houses' places: on the
                // grids of hard puzzles few of the peers still hold it.
                int[] houses = links.housesOf(p.cell);
                Geometry geometry = links.geometry();
                long[] slots = links.peerSlotsOf(p.cell);
                for (int type = 0; type < 3; type++) {
                    for (long rest = work.positions(houses[type], p.digit) & slots[type]; rest != 0; rest &= rest - 1) {
                        int peer = geometry.cellAt(houses[type], Long.numberOfTrailingZeros(rest));
                        Result contradiction = turnOff(assumption, p, peer, p.digit, toOn, toOff);
                        if (contradiction != null) {
                            return contradiction;
                        }
                    }
                }
            } else {
                Potential p = toOff.at(nextOff++);
                int count = links.offToOn(work, p, initial, toOn, toOff, yLinks, true, implied);
                if (dynamic) {
                    work.eliminate(p.cell, p.digit);
                }
                for (int i = 0; i < count; i++) {
                    Potential q = implied[i];
                    Potential off = toOff.get(q.cell, q.digit, false);
                    if (off != null) {
                        return new Result(assumption, toOn, toOff, q, off);
                    }
                    toOn.add(q);
                }
            }
            if (nextOn == toOn.size() && nextOff == toOff.size() && advanced != null) {
                SearchBudget.check();
                List<Potential> found = advanced.potentials(work, initial, toOff);
                for (Potential q : found) {
                    toOff.add(q);
                }
                if (beyondKept(found, work.size())) {
                    return new Result(assumption, toOn, toOff, null, null);
                }
            }
        }
        return new Result(assumption, toOn, toOff, null, null);
    }

    /**
     * Whether the nodes the other rules just added are all more complex than any hint the search still keeps
     * ({@link #keepingAtMost}), after the level's last rule, its chaining rule, ran: every rule had nothing
     * else on that grid, so every node the propagation could make from here rests on one of them or on a
     * deletion made since, and is more complex still. Then nothing it could reach would be kept: the
     * propagation ends there, without a contradiction, its sets short of only such nodes.
     */
    private boolean beyondKept(List<Potential> found, int size) {
        if (keptAtMost == null || found.isEmpty() || !advanced.lastRule(found)) {
            return false;
        }
        int bound = keptAtMost.getAsInt();
        if (bound == Integer.MAX_VALUE) {
            return false;
        }
        Potential measured = null;
        for (Potential q : found) {
            // The nodes of one rule step share its parents and its chain, so their complexities are the same
            // (a node's own triple is never among its ancestors: it was not off yet): one is measured.
            if (measured != null && sameStep(q, measured)) {
                continue;
            }
            if (Ancestry.complexity(List.of(q), size, least -> least <= bound) >= 0) {
                return false;
            }
            measured = q;
        }
        return true;
    }

    /** Whether two nodes rest on the same parents and the same nested chain: made by one rule step. */
    private static boolean sameStep(Potential a, Potential b) {
        if (a.nested != b.nested || a.parentCount() != b.parentCount()) {
            return false;
        }
        for (int i = 0; i < a.parentCount(); i++) {
            if (a.parent(i) != b.parent(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Records the digit off in the cell, implied by p, unless it is known off already; returns the
     * contradiction when the digit is known on there.
     */
    private static Result turnOff(
            Potential assumption, Potential p, int cell, int digit, PotentialSet toOn, PotentialSet toOff) {
        Potential on = toOn.get(cell, digit, true);
        if (on != null) {
            return new Result(
                    assumption, toOn, toOff, on, Potential.implied(cell, digit, false, Cause.NAKED_SINGLE, p));
        }
        if (!toOff.contains(cell, digit, false)) {
            toOff.add(Potential.implied(cell, digit, false, Cause.NAKED_SINGLE, p));
        }
        return null;
    }
}
