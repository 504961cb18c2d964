package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * Which branches of a dynamic search without other rules can conclude anything, found from what each
 * assumption implies as plain sets, a digit plane at a time, before any chain node is made.
 *
 * <p>Why it is exact: a dynamic chain without other rules ({@link Propagation} at level 0) adds nodes by
 * monotone rules only (an "on" turns off its cell's other digits and its digit in the peers; a cell, or a
 * house for a digit, left with one candidate not off turns it on) and stops only at a contradiction. So
 * when the fixed point of those rules holds no candidate both on and off (and empties no cell and no house:
 * also called a conflict here, to stay on the safe side), SE's propagation reaches exactly that set,
 * whatever the order of its links. A branch is then skipped only when following it in full concludes
 * nothing: a "clean" on or off has no contradiction, and a group of clean branches (a cell's digits, a
 * digit's places in a house, a digit on and off) whose sets share no node that would change the grid has no
 * hint. A branch in conflict is always followed. Nor is a group followed whose shared nodes could only give
 * hints its search would not keep: each branch's part of a hint's complexity is at least the node's {@link
 * #leastAncestry}, which its kind in the fixed point tells.
 *
 * <p>Cost: per assumption O(nodes) word operations on two-word digit planes (grids of at most {@value
 * #MAX_CELLS} cells), about a fifth of a propagation that makes chain nodes. On the grids nested dynamic
 * chains stall on, three quarters of the inner search's propagations conclude nothing. One object per
 * thread, reset for each search; the "on" assumptions' sets are kept for the search. On the grids a nested
 * chain stalls on, which are the step's grid less the chain's deletions, two fixed points in three are the
 * step grid's and are read from there ({@link FixedPointBase}) instead of being made again.
 */
final class DynamicReach implements BranchFilter {
    /** Cells a digit plane of two words holds: every grid up to 11x11. */
    static final int MAX_CELLS = 128;

    private static final byte UNKNOWN = 0;
    private static final byte CLEAN = 1;
    private static final byte CONFLICT = 2;
    /** Clean, and the same as the base grid's fixed point ({@link FixedPointBase}), read from there. */
    private static final byte LENT = 3;
    /** To be made from the base grid's fixed point and the new singles {@link #seed} noted. */
    private static final byte SEEDED = 4;

    private final Geometry geometry;
    private final int size;
    private final int cells;
    /** Words of the planes of all digits: two a digit. */
    private final int planeWords;
    /** Per cell, two words: its peers. */
    private final long[] peers;
    /** Per house, two words: its cells. */
    private final long[] houseCells;
    /** Per cell, its three houses. */
    private final int[] housesOf;

    // The search's grid: each cell's digits, each digit's cells, and the "on"s that would change the grid.
    private final int[] cellDigits;
    private final long[] planes;
    private final long[] changingOns;

    // The "on" assumptions' fixed points, each as its on planes then its off planes, made on first use.
    private final byte[] onState;
    private final long[] onSets;

    /** Where the {@link #LENT} and {@link #SEEDED} fixed points come from, or null. */
    private FixedPointBase.Tables lender;
    /** Per candidate, its first new single in {@link #seedPlaces} (-1: none); then each one's next. */
    private final int[] seedHead;

    private int[] seedPlaces = new int[64];
    private int[] seedNext = new int[64];
    private int seeds;

    // One propagation's room: its ons and offs by digit plane and by cell, and the nodes to follow.
    private final long[] on;
    private final long[] off;
    private final int[] cellOn;
    private final int[] cellOff;
    /** Nodes as {@code cell << 6 | digit << 1 | on} (digits from 0): no division to read one. */
    private final int[] queue;

    // A group's shared nodes as digit planes, and one followed branch's nodes.
    private final long[] sharedOns;
    private final long[] sharedOffs;
    private final long[] branchPlanes;

    private DynamicReach(Links links, Geometry geometry) {
        this.geometry = geometry;
        this.size = geometry.size();
        this.cells = geometry.cellCount();
        this.planeWords = 2 * size;
        this.peers = new long[2 * cells];
        this.houseCells = new long[2 * 3 * size];
        this.housesOf = new int[3 * cells];
        for (int cell = 0; cell < cells; cell++) {
            for (int peer : links.peersOf(cell)) {
                peers[2 * cell + (peer >>> 6)] |= 1L << peer;
            }
            System.arraycopy(links.housesOf(cell), 0, housesOf, 3 * cell, 3);
        }
        for (int house = 0; house < 3 * size; house++) {
            for (int cell : geometry.cellsOf(house)) {
                houseCells[2 * house + (cell >>> 6)] |= 1L << cell;
            }
        }
        this.cellDigits = new int[cells];
        this.planes = new long[planeWords];
        this.changingOns = new long[planeWords];
        this.onState = new byte[cells * size];
        this.seedHead = new int[cells * size];
        this.onSets = new long[cells * size * 2 * planeWords];
        this.on = new long[planeWords];
        this.off = new long[planeWords];
        this.cellOn = new int[cells];
        this.cellOff = new int[cells];
        this.queue = new int[2 * cells * size];
        this.sharedOns = new long[planeWords];
        this.sharedOffs = new long[planeWords];
        this.branchPlanes = new long[planeWords];
    }

    /**
     * The filter for a search of the grid, reusing {@code reusable} when it fits (it is then reset), or null
     * on grids of more than {@value #MAX_CELLS} cells (or of more than 31 digits: a cell's digits are an
     * int's bits).
     */
    static DynamicReach of(CandidateGrid grid, Links links, DynamicReach reusable) {
        if (!fits(grid)) {
            return null;
        }
        DynamicReach reach = reusable != null && reusable.geometry.equals(grid.geometry())
                ? reusable
                : new DynamicReach(links, grid.geometry());
        reach.reset(grid);
        FixedPointBase.Tables base = FixedPointBase.current(grid, links);
        // A base that tells nothing (a grid that is not the base less some candidates) marks nothing either.
        if (base != null && base.lend(reach)) {
            reach.lender = base;
        }
        return reach;
    }

    /** As {@link #of}, new, and making every fixed point itself: the filter of a base grid. */
    static DynamicReach withoutBase(CandidateGrid grid, Links links) {
        if (!fits(grid)) {
            return null;
        }
        DynamicReach reach = new DynamicReach(links, grid.geometry());
        reach.reset(grid);
        return reach;
    }

    /** Whether the grid's digit planes fit two words and its cells' digits an int. */
    private static boolean fits(CandidateGrid grid) {
        return grid.cellCount() <= MAX_CELLS && grid.size() <= 31;
    }

    private void reset(CandidateGrid grid) {
        lender = null;
        Arrays.fill(seedHead, -1);
        seeds = 0;
        Arrays.fill(planes, 0);
        Arrays.fill(changingOns, 0);
        Arrays.fill(onState, UNKNOWN);
        for (int cell = 0; cell < cells; cell++) {
            int digits = (int) grid.candidates(cell);
            cellDigits[cell] = digits;
            for (int rest = digits; rest != 0; rest &= rest - 1) {
                int at = 2 * Integer.numberOfTrailingZeros(rest) + (cell >>> 6);
                planes[at] |= 1L << cell;
                if (Integer.bitCount(digits) > 1) {
                    changingOns[at] |= 1L << cell;
                }
            }
        }
    }

    /** Whether the "on"s of the candidates ({@code cell * size + digit - 1}) may conclude anything. */
    @Override
    public boolean mayShare(int[] candidates, int count) {
        return mayShare(candidates, count, (cell, digit, on) -> true, null);
    }

    /**
     * As {@link #mayShare(int[], int)}, counting only the nodes that change the grid which {@code worth}
     * accepts: a group's branches conclude exactly the nodes they all share, so when the collector could keep
     * none of their hints, following the branches adds nothing. A branch in conflict stops where its
     * propagation meets the conflict, which its fixed point cannot tell: with {@code followed} (which
     * follows a branch in full, as the search does anyway for its contradiction) its own sets are used;
     * without, any such group may conclude.
     */
    boolean mayShare(int[] candidates, int count, SharedNode worth, IntFunction<Propagation.Result> followed) {
        Arrays.fill(sharedOns, -1L);
        Arrays.fill(sharedOffs, -1L);
        for (int i = 0; i < count; i++) {
            int base = candidates[i] * 2 * planeWords;
            if (!onConflicts(candidates[i])) {
                long[] sets = setsOf(candidates[i]);
                for (int w = 0; w < planeWords; w++) {
                    sharedOns[w] &= sets[base + w];
                    sharedOffs[w] &= sets[base + planeWords + w];
                }
            } else if (followed == null) {
                return true;
            } else {
                Propagation.Result result = followed.apply(candidates[i]);
                keepOnly(sharedOns, result.toOn());
                keepOnly(sharedOffs, result.toOff());
            }
        }
        for (int w = 0; w < planeWords; w++) {
            // A lent fixed point's offs may hold candidates this grid no longer has.
            if (anyWorth(w, sharedOns[w] & changingOns[w], sharedOffs[w] & planes[w], worth)) {
                return true;
            }
        }
        return false;
    }

    /** Keeps in {@code shared} (digit planes) only the candidates of the set's nodes. */
    private void keepOnly(long[] shared, PotentialSet set) {
        Arrays.fill(branchPlanes, 0);
        for (int i = 0; i < set.size(); i++) {
            int candidate = set.candidateAt(i);
            int cell = candidate / size;
            branchPlanes[2 * (candidate % size) + (cell >>> 6)] |= 1L << cell;
        }
        for (int w = 0; w < planeWords; w++) {
            shared[w] &= branchPlanes[w];
        }
    }

    /**
     * The fewest distinct nodes the ancestry of a node the "on" of {@code assumption} reaches can hold (the
     * digit from 1 on or off in the cell): 1 for the assumption itself; 2 for an "off" it implies directly
     * (its cell's other digits, its digit in the peers); 3 for another "on", which rests on an "off"; 4 for
     * another "off", which rests on such an "on".
     */
    int leastAncestry(int assumption, int cell, int digit, boolean on) {
        int own = assumption / size;
        int ownDigit = assumption % size + 1;
        if (on) {
            return own == cell && ownDigit == digit ? 1 : 3;
        }
        boolean direct = own == cell || (ownDigit == digit && (peers[2 * own + (cell >>> 6)] & (1L << cell)) != 0);
        return direct ? 2 : 4;
    }

    /**
     * The fewest distinct nodes the ancestry of a node an assumed "off" reaches can hold, when the node is not
     * one of the "on"s the off implies directly (its partners, which the candidate's own "on" turns off, so a
     * double chain never shares them): 4 for an "on", which rests on an "off" that rests on an "on"; 3 for an
     * "off", which rests on an "on".
     */
    static int leastAncestryFromOff(boolean on) {
        return on ? 4 : 3;
    }

    /** A node that every branch of a group reaches, and whether a hint concluding it may be worth having. */
    @FunctionalInterface
    interface SharedNode {
        /** Whether a hint concluding the digit (from 1) on ({@code on}) or off in the cell may be kept. */
        boolean mayConclude(int cell, int digit, boolean on);
    }

    /** Whether the candidate assumed on may lead to a contradiction: then its propagation must be followed. */
    boolean onConflicts(int candidate) {
        if (onState[candidate] == UNKNOWN) {
            boolean clean = propagate(candidate);
            keep(candidate, clean);
        } else if (onState[candidate] == SEEDED) {
            keep(candidate, propagateSeeded(candidate));
        }
        return onState[candidate] == CONFLICT;
    }

    /** Keeps the fixed point just made of the candidate assumed on, or that it conflicts. */
    private void keep(int candidate, boolean clean) {
        if (clean) {
            int base = candidate * 2 * planeWords;
            System.arraycopy(on, 0, onSets, base, planeWords);
            System.arraycopy(off, 0, onSets, base + planeWords, planeWords);
        }
        onState[candidate] = clean ? CLEAN : CONFLICT;
    }

    // What a base grid lends (FixedPointBase.Tables#lend), before the search asks.

    /** The candidate's fixed point is the base's. */
    void lend(int candidate) {
        onState[candidate] = LENT;
    }

    /** The candidate assumed on conflicts. */
    void conflictKnown(int candidate) {
        onState[candidate] = CONFLICT;
    }

    /** The candidate's fixed point holds the base's and the place (a candidate) turned on as a new single. */
    void seed(int candidate, int place) {
        if (seeds == seedPlaces.length) {
            seedPlaces = Arrays.copyOf(seedPlaces, 2 * seeds);
            seedNext = Arrays.copyOf(seedNext, 2 * seeds);
        }
        seedPlaces[seeds] = place;
        seedNext[seeds] = seedHead[candidate];
        seedHead[candidate] = seeds++;
        onState[candidate] = SEEDED;
    }

    /**
     * Where the candidate's clean fixed point is, at {@code candidate * 2 * planeWords}: this search's own
     * sets, or the base grid's (whose offs may hold candidates this grid no longer has: read them with {@link
     * #planes}). Reading the base's in place spares a copy of each, which cost about what a short fixed point
     * does.
     */
    private long[] setsOf(int candidate) {
        return onState[candidate] == LENT ? lender.sets() : onSets;
    }

    /**
     * Where the candidate's fixed point comes from before the search asks (for tests): "lent", "seeded",
     * "conflict" (known from the base) or "made".
     */
    String origin(int candidate) {
        return switch (onState[candidate]) {
            case LENT -> "lent";
            case SEEDED -> "seeded";
            case CONFLICT -> "conflict";
            default -> "made";
        };
    }

    // What a base grid's tables read (FixedPointBase).

    int cells() {
        return cells;
    }

    int size() {
        return size;
    }

    int planeWords() {
        return planeWords;
    }

    /** The grid's candidates as digit planes, two words a digit: read only. */
    long[] planes() {
        return planes;
    }

    /** The cell's digits, from bit 0. */
    int digitsOf(int cell) {
        return cellDigits[cell];
    }

    /** Whether the grid holds the candidate ({@code cell * size + digit - 1}). */
    boolean holds(int candidate) {
        return (cellDigits[candidate / size] & (1 << (candidate % size))) != 0;
    }

    /** The cell's three houses as bits (at most 33 houses: grids up to 11x11). */
    long housesMask(int cell) {
        return (1L << housesOf[3 * cell]) | (1L << housesOf[3 * cell + 1]) | (1L << housesOf[3 * cell + 2]);
    }

    /** Puts the house's places of the digit (from 0), as candidates, into {@code into}; returns how many. */
    int placesOf(int house, int digit, int[] into) {
        int count = 0;
        for (int w = 0; w < 2; w++) {
            for (long rest = houseCells[2 * house + w] & planes[2 * digit + w]; rest != 0; rest &= rest - 1) {
                into[count++] = ((w << 6) + Long.numberOfTrailingZeros(rest)) * size + digit;
            }
        }
        return count;
    }

    /** A candidate and whether it is on or off in a fixed point. */
    @FunctionalInterface
    interface NodeVisitor {
        void visit(int candidate, boolean on);
    }

    /** Visits every node of the clean fixed point of the candidate assumed on (made if need be). */
    void forEachNode(int assumption, NodeVisitor visitor) {
        if (onConflicts(assumption)) {
            throw new IllegalStateException("no fixed point: the assumption conflicts");
        }
        int base = assumption * 2 * planeWords;
        long[] sets = setsOf(assumption);
        for (int part = 0; part < 2; part++) {
            for (int w = 0; w < planeWords; w++) {
                int cells = (w & 1) << 6;
                int digit = w >>> 1;
                long nodes = sets[base + part * planeWords + w] & (part == 0 ? -1L : planes[w]);
                for (long rest = nodes; rest != 0; rest &= rest - 1) {
                    visitor.visit((cells + Long.numberOfTrailingZeros(rest)) * size + digit, part == 0);
                }
            }
        }
    }

    /** Every candidate's clean fixed point, where {@link #setsOf} finds it: read only. */
    long[] sets() {
        return onSets;
    }

    /**
     * Whether the candidate assumed off may conclude anything: a contradiction, or, when {@code doubles}, a
     * node that changes the grid which the candidate assumed on reaches too.
     *
     * <p>An off that implies anything has a partner: the other digit of its two-digit cell, or the other
     * place of its digit in a house where it has two. The off turns the partner on and the partner's "on"
     * turns it off, so both reach the same fixed point, which the cell's or the house's "on" branches need
     * anyway: an off costs no fixed point of its own.
     */
    boolean offMayConclude(int candidate, boolean doubles) {
        return offMayConclude(candidate, doubles ? (cell, digit, on) -> true : null);
    }

    /**
     * As {@link #offMayConclude(int, boolean)}, where {@code doubles} tells which nodes of a double chain
     * count (see {@link #mayShare(int[], int, SharedNode, IntFunction)}), or is null where the cell has no
     * double chains.
     */
    boolean offMayConclude(int candidate, SharedNode doubles) {
        if (doubles != null && onConflicts(candidate)) {
            return true;
        }
        int partner = partner(candidate);
        // An off without a partner implies nothing and searches never ask about it: followed, to be safe.
        if (partner < 0 || onConflicts(partner)) {
            return true;
        }
        if (doubles == null) {
            return false;
        }
        int base = partner * 2 * planeWords;
        int own = candidate * 2 * planeWords;
        long[] partnerSets = setsOf(partner);
        long[] ownSets = setsOf(candidate);
        for (int w = 0; w < planeWords; w++) {
            long ons = partnerSets[base + w] & ownSets[own + w] & changingOns[w];
            long offs = partnerSets[base + planeWords + w] & ownSets[own + planeWords + w] & planes[w];
            if ((ons | offs) != 0 && anyWorth(w, ons, offs, doubles)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code worth} accepts one of the ons or offs of word {@code w} of the digit planes. */
    private static boolean anyWorth(int w, long ons, long offs, SharedNode worth) {
        // Word w holds digit w / 2 (from 0) for the cells from 64 * (w % 2).
        int cells = (w & 1) << 6;
        int digit = (w >>> 1) + 1;
        for (long rest = ons; rest != 0; rest &= rest - 1) {
            if (worth.mayConclude(cells + Long.numberOfTrailingZeros(rest), digit, true)) {
                return true;
            }
        }
        for (long rest = offs; rest != 0; rest &= rest - 1) {
            if (worth.mayConclude(cells + Long.numberOfTrailingZeros(rest), digit, false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The candidate whose "on" the candidate's "off" implies and is implied by (see {@link
     * #offMayConclude}), or -1 for an off that implies nothing.
     */
    private int partner(int candidate) {
        int cell = candidate / size;
        int digit = candidate % size;
        int digits = cellDigits[cell];
        if (Integer.bitCount(digits) == 2) {
            return cell * size + Integer.numberOfTrailingZeros(digits & ~(1 << digit));
        }
        for (int k = 3 * cell; k < 3 * cell + 3; k++) {
            int house = 2 * housesOf[k];
            long places0 = houseCells[house] & planes[2 * digit];
            long places1 = houseCells[house + 1] & planes[2 * digit + 1];
            if (Long.bitCount(places0) + Long.bitCount(places1) == 2) {
                long other0 = places0 & ~(cell < 64 ? 1L << cell : 0);
                long other1 = places1 & ~(cell >= 64 ? 1L << cell : 0);
                int place = other0 != 0 ? Long.numberOfTrailingZeros(other0) : 64 + Long.numberOfTrailingZeros(other1);
                return place * size + digit;
            }
        }
        return -1;
    }

    /**
     * The fixed point of the candidate assumed on into {@link #on} and {@link #off}; false at a conflict (a
     * candidate both on and off, a cell or a house left without a place for a digit), where it stops.
     */
    private boolean propagate(int assumption) {
        Arrays.fill(on, 0);
        Arrays.fill(off, 0);
        Arrays.fill(cellOn, 0);
        Arrays.fill(cellOff, 0);
        return run(turnOn(assumption / size, assumption % size, 0));
    }

    /**
     * As {@link #propagate}, from the base grid's fixed point and the new singles it lacks here: the base's
     * nodes are all reached here too and imply nothing new but through those singles (see {@link
     * FixedPointBase}), so only what the singles imply is followed.
     */
    private boolean propagateSeeded(int assumption) {
        long[] baseSets = lender.sets();
        int base = assumption * 2 * planeWords;
        Arrays.fill(cellOn, 0);
        Arrays.fill(cellOff, 0);
        for (int w = 0; w < planeWords; w++) {
            on[w] = baseSets[base + w];
            off[w] = baseSets[base + planeWords + w] & planes[w];
            int cells = (w & 1) << 6;
            int bit = 1 << (w >>> 1);
            for (long rest = on[w]; rest != 0; rest &= rest - 1) {
                cellOn[cells + Long.numberOfTrailingZeros(rest)] |= bit;
            }
            for (long rest = off[w]; rest != 0; rest &= rest - 1) {
                cellOff[cells + Long.numberOfTrailingZeros(rest)] |= bit;
            }
        }
        int tail = 0;
        for (int seed = seedHead[assumption]; seed >= 0; seed = seedNext[seed]) {
            tail = turnOn(seedPlaces[seed] / size, seedPlaces[seed] % size, tail);
        }
        return run(tail);
    }

    /** Follows the queued nodes to the fixed point; false at a conflict. */
    private boolean run(int queued) {
        int tail = queued;
        for (int head = 0; head < tail; head++) {
            int node = queue[head];
            int cell = node >>> 6;
            int digit = (node >>> 1) & 31;
            int plane = 2 * digit;
            if ((node & 1) == 1) {
                int others = cellDigits[cell] & ~(1 << digit) & ~cellOff[cell];
                if ((others & cellOn[cell]) != 0) {
                    return false;
                }
                for (int rest = others; rest != 0; rest &= rest - 1) {
                    tail = turnOff(cell, Integer.numberOfTrailingZeros(rest), tail);
                }
                for (int w = 0; w < 2; w++) {
                    long fresh = peers[2 * cell + w] & planes[plane + w] & ~off[plane + w];
                    if ((fresh & on[plane + w]) != 0) {
                        return false;
                    }
                    for (long rest = fresh; rest != 0; rest &= rest - 1) {
                        tail = turnOff((w << 6) + Long.numberOfTrailingZeros(rest), digit, tail);
                    }
                }
            } else {
                int left = cellDigits[cell] & ~cellOff[cell];
                if (left == 0) {
                    return false;
                }
                if ((left & (left - 1)) == 0) {
                    tail = turnOn(cell, Integer.numberOfTrailingZeros(left), tail);
                }
                long open0 = planes[plane] & ~off[plane];
                long open1 = planes[plane + 1] & ~off[plane + 1];
                for (int k = 3 * cell; k < 3 * cell + 3; k++) {
                    int house = 2 * housesOf[k];
                    long rest0 = houseCells[house] & open0;
                    long rest1 = houseCells[house + 1] & open1;
                    int places = Long.bitCount(rest0) + Long.bitCount(rest1);
                    if (places == 0) {
                        return false;
                    }
                    if (places == 1) {
                        int single =
                                rest0 != 0 ? Long.numberOfTrailingZeros(rest0) : 64 + Long.numberOfTrailingZeros(rest1);
                        tail = turnOn(single, digit, tail);
                    }
                }
            }
        }
        return true;
    }

    /** Turns the digit (from 0) on in the cell and queues it, unless it is on already (never off: see callers). */
    private int turnOn(int cell, int digit, int tail) {
        if ((cellOn[cell] & (1 << digit)) != 0) {
            return tail;
        }
        cellOn[cell] |= 1 << digit;
        on[2 * digit + (cell >>> 6)] |= 1L << cell;
        queue[tail] = (cell << 6) | (digit << 1) | 1;
        return tail + 1;
    }

    /** Turns the digit (from 0) off in the cell and queues it; the callers pass only digits not yet off. */
    private int turnOff(int cell, int digit, int tail) {
        cellOff[cell] |= 1 << digit;
        off[2 * digit + (cell >>> 6)] |= 1L << cell;
        queue[tail] = (cell << 6) | (digit << 1);
        return tail + 1;
    }
}
