package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * Every assumption's fixed point on one grid, as digit planes, made on first use: what a candidate assumed
 * on implies by the monotone rules of a dynamic chain without other rules (an "on" turns off its cell's
 * other digits and its digit in the peers; a cell, or a house for a digit, left with one candidate not off
 * turns it on), or that it conflicts (a candidate both on and off, a cell or a house left without a place
 * for a digit), where the propagation stops. {@link DynamicReach} filters a search's branches with them.
 *
 * <p>Cost: per assumption O(nodes) word operations on two-word digit planes (grids of at most {@value
 * #MAX_CELLS} cells), about a fifth of a propagation that makes chain nodes. On the grids a nested chain
 * stalls on, which are the step's grid less the chain's deletions, two fixed points in three are the step
 * grid's, read from there, and most of the others start from it ({@code FixedPointBase}). One object per
 * thread and grid shape, reset for each search; the sets are kept for the search.
 */
final class FixedPoints {
    /** Cells a digit plane of two words holds: every grid up to 11x11. */
    static final int MAX_CELLS = 128;

    private static final byte UNKNOWN = 0;
    private static final byte CLEAN = 1;
    private static final byte CONFLICT = 2;
    /** Clean, and the same as the base grid's fixed point ({@code FixedPointBase}), read from there. */
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

    // The grid: each cell's digits, each digit's cells.
    private final int[] cellDigits;
    private final long[] planes;

    // The "on" assumptions' fixed points, each as its on planes then its off planes, made on first use.
    private final byte[] onState;
    private final long[] onSets;
    /**
     * A base grid's clean fixed points by cell too, each as its cells' on digits then their off digits, or
     * null on other grids: a seeded fixed point starts from them ({@link #propagateSeeded}), where remaking
     * them from the planes, bit by bit, cost a third of its time. 472 KB on a 9x9 base, one base a thread.
     */
    private final int[] cellSets;

    /** The base grid's fixed points, where the {@link #LENT} and {@link #SEEDED} ones come from, or null. */
    private FixedPoints lender;
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

    private FixedPoints(Links links, Geometry geometry, boolean base) {
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
        this.onState = new byte[cells * size];
        this.seedHead = new int[cells * size];
        this.onSets = new long[cells * size * 2 * planeWords];
        this.cellSets = base ? new int[cells * size * 2 * cells] : null;
        this.on = new long[planeWords];
        this.off = new long[planeWords];
        this.cellOn = new int[cells];
        this.cellOff = new int[cells];
        this.queue = new int[2 * cells * size];
    }

    /**
     * The fixed points of the grid, reusing {@code reusable} when it fits (it is then reset), or null on grids
     * of more than {@value #MAX_CELLS} cells (or of more than 31 digits: a cell's digits are an int's bits).
     * A base grid may then lend some ({@link #lend}, {@link #seed}, {@link #conflictKnown}).
     */
    static FixedPoints of(CandidateGrid grid, Links links, FixedPoints reusable) {
        if (!fits(grid)) {
            return null;
        }
        FixedPoints points = reusable != null && reusable.geometry.equals(grid.geometry())
                ? reusable
                : new FixedPoints(links, grid.geometry(), false);
        points.reset(grid);
        return points;
    }

    /** As {@link #of}, new: a base grid's. */
    static FixedPoints withoutBase(CandidateGrid grid, Links links) {
        if (!fits(grid)) {
            return null;
        }
        FixedPoints points = new FixedPoints(links, grid.geometry(), true);
        points.reset(grid);
        return points;
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
        Arrays.fill(onState, UNKNOWN);
        for (int cell = 0; cell < cells; cell++) {
            int digits = (int) grid.candidates(cell);
            cellDigits[cell] = digits;
            for (int rest = digits; rest != 0; rest &= rest - 1) {
                planes[2 * Integer.numberOfTrailingZeros(rest) + (cell >>> 6)] |= 1L << cell;
            }
        }
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
            if (cellSets != null) {
                System.arraycopy(cellOn, 0, cellSets, candidate * 2 * cells, cells);
                System.arraycopy(cellOff, 0, cellSets, candidate * 2 * cells + cells, cells);
            }
        }
        onState[candidate] = clean ? CLEAN : CONFLICT;
    }

    // What a base grid lends ({@code FixedPointBase.Tables#lend}), before the search asks.

    /** The base grid's fixed points, from which {@link #lend} and {@link #seed} take. */
    void borrowFrom(FixedPoints base) {
        lender = base;
    }

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
    long[] setsOf(int candidate) {
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

    // What the filter and a base grid's tables read.

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

    /** Whether two cells are peers. */
    boolean arePeers(int cell, int other) {
        return (peers[2 * cell + (other >>> 6)] & (1L << other)) != 0;
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
     * The candidate whose "on" the candidate's "off" implies and is implied by (see {@link
     * DynamicReach#offMayConclude}), or -1 for an off that implies nothing.
     */
    int partner(int candidate) {
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
     * nodes are all reached here too and imply nothing new but through those singles (see {@code
     * FixedPointBase}), so only what the singles imply is followed.
     */
    private boolean propagateSeeded(int assumption) {
        long[] baseSets = lender.sets();
        int base = assumption * 2 * planeWords;
        // The base's offs, by plane and by cell, may hold candidates this grid lost. They are dropped from the
        // planes kept; the cells' are harmless, as the rules read them only against the grid's own digits.
        for (int w = 0; w < planeWords; w++) {
            on[w] = baseSets[base + w];
            off[w] = baseSets[base + planeWords + w] & planes[w];
        }
        System.arraycopy(lender.cellSets, assumption * 2 * cells, cellOn, 0, cells);
        System.arraycopy(lender.cellSets, assumption * 2 * cells + cells, cellOff, 0, cells);
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
