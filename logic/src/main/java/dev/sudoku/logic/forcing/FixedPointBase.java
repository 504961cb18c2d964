package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * The fixed points of every assumption on the grid a search began from (the step's position), lent to the
 * dynamic filters ({@link DynamicReach}) of the grids its nested chains stall on: that grid less the chain's
 * deletions. Two in three of the stall grids' fixed points are the step grid's, restricted to the candidates
 * left; those need not be made again at every stall.
 *
 * <p>When a fixed point stays the same: let S be the assumption's fixed point on the base grid, without
 * conflict, restricted to the smaller grid's candidates. Replaying the base grid's derivation on the smaller
 * grid gives every node of S, unless it placed one of the deleted candidates, or turned a digit on as the last
 * place of a cell or a house ("unit") whose other places were all deleted, for then no "off" in that unit
 * is left to set the single off. And S is closed there, unless a unit lost places and is left with one open
 * place not on in S, or none (a new single or a conflict). Only units that lost candidates can do any of
 * that, so an assumption keeps its fixed point unless, in a unit holding a deletion,
 *
 * <ul>
 *   <li>one place is left and S turns it on (its support may be gone) or off (a conflict), or
 *   <li>two or more are left, and at most one of them is not off in S, and none is on;
 * </ul>
 *
 * or S turns on a deleted candidate. The first case is a sufficient test only (the single may have another
 * unit), so it can only send a fixed point to be made again, never let a changed one through.
 *
 * <p>Cost: the test runs for all assumptions at once, as bit sets over the assumptions: for every candidate,
 * which assumptions turn it off and which turn it on. A stall grid holds some 17-20 deletions in 14-16 cells,
 * some 60 units, each a few places of a few words (about 200 assumptions on the hardest 9x9 grids): some
 * microseconds, against 200-odd fixed points of about half a microsecond each. The base's own fixed points are
 * made once a grid, at its first smaller grid. One per thread: a search's helpers begin their own.
 */
final class FixedPointBase {
    private static final ThreadLocal<FixedPointBase> PER_THREAD = new ThreadLocal<>();

    private final CandidateGrid grid;

    /** Made at the first smaller grid; null until then. */
    private Tables tables;

    private FixedPointBase(CandidateGrid grid) {
        this.grid = grid;
    }

    /**
     * Makes {@code grid} this thread's base, unless it already is (a copy is kept: the caller may change its
     * grid afterwards).
     */
    static void begin(CandidateGrid grid) {
        FixedPointBase current = PER_THREAD.get();
        if (current == null || !sameCandidates(current.grid, grid)) {
            PER_THREAD.set(new FixedPointBase(grid.copy()));
        }
    }

    /** This thread's base for a search of a grid of the geometry, or null when none has begun. */
    static Tables current(CandidateGrid grid, Links links) {
        FixedPointBase base = PER_THREAD.get();
        if (base == null || !base.grid.geometry().equals(grid.geometry())) {
            return null;
        }
        if (base.tables == null) {
            DynamicReach reach = DynamicReach.withoutBase(base.grid, links);
            if (reach == null) {
                return null;
            }
            base.tables = new Tables(reach);
        }
        return base.tables;
    }

    private static boolean sameCandidates(CandidateGrid a, CandidateGrid b) {
        if (!a.geometry().equals(b.geometry())) {
            return false;
        }
        for (int cell = 0; cell < a.cellCount(); cell++) {
            if (a.candidates(cell) != b.candidates(cell)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The base grid's fixed points and, per candidate, the assumptions (bits by {@link #candidateOf} index)
     * that turn it on and off.
     */
    static final class Tables {
        private final DynamicReach reach;
        private final int words;
        private final int[] candidateOf;
        /** Per candidate of the base grid, {@link #words} words each. */
        private final long[] onBy;

        private final long[] offBy;
        /** Assumptions whose fixed point on the base conflicts: never lent. */
        private final long[] conflicted;

        // One test's room.
        private final long[] changed;
        private final long[] once;
        private final long[] twice;
        private final long[] anyOn;
        private final long[] deleted;
        private final long[] touchedCells = new long[2];
        /** Per digit (from 0), the houses holding one of its deleted candidates. */
        private final long[] touchedHouses;
        /** A unit's places, as candidates. */
        private final int[] places;

        private Tables(DynamicReach reach) {
            this.reach = reach;
            int candidates = reach.cells() * reach.size();
            int[] assumptions = new int[candidates];
            int count = 0;
            for (int candidate = 0; candidate < candidates; candidate++) {
                if (reach.holds(candidate) && Integer.bitCount(reach.digitsOf(candidate / reach.size())) > 1) {
                    assumptions[count++] = candidate;
                }
            }
            this.candidateOf = Arrays.copyOf(assumptions, count);
            this.words = Math.max(1, (count + 63) >>> 6);
            this.onBy = new long[candidates * words];
            this.offBy = new long[candidates * words];
            this.conflicted = new long[words];
            for (int i = 0; i < count; i++) {
                int assumption = candidateOf[i];
                if (reach.onConflicts(assumption)) {
                    conflicted[i >>> 6] |= 1L << i;
                } else {
                    int word = i >>> 6;
                    long bit = 1L << i;
                    reach.forEachNode(
                            assumption, (candidate, on) -> (on ? onBy : offBy)[candidate * words + word] |= bit);
                }
            }
            this.changed = new long[words];
            this.once = new long[words];
            this.twice = new long[words];
            this.anyOn = new long[words];
            this.deleted = new long[reach.planeWords()];
            this.touchedHouses = new long[reach.size()];
            this.places = new int[reach.cells()];
        }

        /**
         * Marks in {@code lent} (one byte per candidate of {@code smaller}) the candidates whose fixed point
         * on {@code smaller} is the base's, restricted to its candidates. False, marking nothing, when {@code
         * smaller} is not the base grid less one candidate or more, or leaves a unit that lost a candidate
         * without any.
         */
        boolean unchanged(DynamicReach smaller, byte[] lent, byte mark) {
            long[] planes = smaller.planes();
            long[] basePlanes = reach.planes();
            boolean any = false;
            for (int w = 0; w < planes.length; w++) {
                if ((planes[w] & ~basePlanes[w]) != 0) {
                    return false;
                }
                deleted[w] = basePlanes[w] & ~planes[w];
                any |= deleted[w] != 0;
            }
            if (!any) {
                return false;
            }
            int size = reach.size();
            System.arraycopy(conflicted, 0, changed, 0, words);
            Arrays.fill(touchedCells, 0);
            Arrays.fill(touchedHouses, 0);
            for (int w = 0; w < deleted.length; w++) {
                int digit = w >>> 1;
                for (long rest = deleted[w]; rest != 0; rest &= rest - 1) {
                    int cell = ((w & 1) << 6) + Long.numberOfTrailingZeros(rest);
                    or(changed, onBy, cell * size + digit);
                    touchedCells[cell >>> 6] |= 1L << cell;
                    touchedHouses[digit] |= reach.housesMask(cell);
                }
            }
            for (int w = 0; w < 2; w++) {
                for (long rest = touchedCells[w]; rest != 0; rest &= rest - 1) {
                    int cell = (w << 6) + Long.numberOfTrailingZeros(rest);
                    int count = 0;
                    for (int digits = smaller.digitsOf(cell); digits != 0; digits &= digits - 1) {
                        places[count++] = cell * size + Integer.numberOfTrailingZeros(digits);
                    }
                    if (!unit(places, count)) {
                        return false;
                    }
                }
            }
            for (int digit = 0; digit < size; digit++) {
                for (long houses = touchedHouses[digit]; houses != 0; houses &= houses - 1) {
                    int count = smaller.placesOf(Long.numberOfTrailingZeros(houses), digit, places);
                    if (!unit(places, count)) {
                        return false;
                    }
                }
            }
            for (int i = 0; i < candidateOf.length; i++) {
                if ((changed[i >>> 6] & (1L << i)) == 0 && smaller.holds(candidateOf[i])) {
                    lent[candidateOf[i]] = mark;
                }
            }
            return true;
        }

        /** Adds to {@link #changed} the assumptions a unit with these places (candidates) may change. */
        private boolean unit(int[] places, int count) {
            if (count == 0) {
                return false;
            }
            if (count == 1) {
                int place = places[0];
                int own = Arrays.binarySearch(candidateOf, place);
                for (int w = 0; w < words; w++) {
                    long ons = onBy[place * words + w];
                    if (own >= 0 && own >>> 6 == w) {
                        // The assumption itself needs no support.
                        ons &= ~(1L << own);
                    }
                    changed[w] |= ons | offBy[place * words + w];
                }
                return true;
            }
            Arrays.fill(once, 0);
            Arrays.fill(twice, 0);
            Arrays.fill(anyOn, 0);
            for (int i = 0; i < count; i++) {
                int at = places[i] * words;
                for (int w = 0; w < words; w++) {
                    long open = ~offBy[at + w];
                    twice[w] |= once[w] & open;
                    once[w] |= open;
                    anyOn[w] |= onBy[at + w];
                }
            }
            for (int w = 0; w < words; w++) {
                changed[w] |= ~twice[w] & ~anyOn[w];
            }
            return true;
        }

        private void or(long[] into, long[] by, int candidate) {
            for (int w = 0; w < words; w++) {
                into[w] |= by[candidate * words + w];
            }
        }

        /** The base's fixed points, as {@link DynamicReach#sets} holds them. */
        long[] sets() {
            return reach.sets();
        }
    }
}
