package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * The fixed points of every assumption on the grid a search began from (the step's position), lent to the
 * fixed points ({@link FixedPoints}) that the dynamic filters ({@link DynamicReach}) make on the grids its
 * nested chains stall on: that grid less the chain's deletions. At the hardest positions met, two in three of
 * the stall grids' fixed points are the step grid's, restricted to the candidates left, and most of the
 * others hold it and go on from it; neither need be made from nothing at every stall.
 *
 * <p>Why it is exact: let S be the assumption's fixed point on the base grid, without conflict, restricted to
 * the smaller grid's candidates. Replaying the base grid's derivation on the smaller grid gives every node of
 * S, unless it turned on one of the deleted candidates, or turned a digit on as the last place of a cell or a
 * house for the digit (a "unit") whose other places were all deleted, for then no "off" in that unit is left
 * to set the single off: such an assumption ("unseedable") is made afresh. Otherwise S is in the smaller grid's
 * fixed point, and only units that lost places can imply more than S: one left with one place that S turns
 * off, or with two or more places all off in S, is a conflict; one with two or more places of which exactly
 * one is not off in S, and not on, is a new single. So an assumption's fixed point is
 *
 * <ul>
 *   <li>S itself (lent, read in place) when no unit holding a deletion gives it a conflict or a new single;
 *   <li>known to conflict, without a propagation, when some unit gives it a conflict;
 *   <li>otherwise S and what its new singles imply: the propagation starts from S with only the singles
 *       queued ("seeded"), since S's own nodes imply nothing new but through them.
 * </ul>
 *
 * The test for lost support is sufficient only (the single may have another unit): it can send a fixed point
 * to be made afresh, never let a changed one through.
 *
 * <p>Cost: the tests run for all assumptions at once, as bit sets over the assumptions: for every candidate,
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
        if (current == null
                || !current.grid.geometry().equals(grid.geometry())
                || !sameCandidates(current.grid, grid)) {
            PER_THREAD.set(new FixedPointBase(grid.copy()));
        }
    }

    /** Lends {@code points}, the fixed points of {@code grid}, what this thread's base can: see {@link Tables#lend}. */
    static void lendTo(FixedPoints points, CandidateGrid grid, Links links) {
        Tables base = current(grid, links);
        if (base != null) {
            base.lend(points);
        }
    }

    /**
     * This thread's base for a search of the grid, or null when none has begun, or when the grid is the base
     * itself (its own search makes those fixed points: the base's are made only for smaller grids).
     */
    private static Tables current(CandidateGrid grid, Links links) {
        FixedPointBase base = PER_THREAD.get();
        if (base == null || !base.grid.geometry().equals(grid.geometry())) {
            return null;
        }
        if (base.tables == null) {
            if (sameCandidates(base.grid, grid)) {
                return null;
            }
            FixedPoints points = FixedPoints.withoutBase(base.grid, links);
            if (points == null) {
                return null;
            }
            base.tables = new Tables(points);
        }
        return base.tables;
    }

    /** Whether two grids of one geometry hold the same candidates. */
    private static boolean sameCandidates(CandidateGrid a, CandidateGrid b) {
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
        private final FixedPoints points;
        private final int words;
        private final int[] candidateOf;
        /** Per candidate of the base grid, {@link #words} words each. */
        private final long[] onBy;

        private final long[] offBy;
        /** Assumptions whose fixed point on the base conflicts: never lent. */
        private final long[] conflicted;

        // One loan's room.
        /** Assumptions whose fixed point on the smaller grid may lack nodes of the base's: made afresh. */
        private final long[] unseedable;
        /** Assumptions whose fixed point on the smaller grid conflicts, when they are not unseedable. */
        private final long[] conflicting;
        /** Assumptions with a new single in some unit. */
        private final long[] seeded;

        private final long[] once;
        private final long[] twice;
        private final long[] anyOn;
        private final long[] deleted;
        private final long[] touchedCells = new long[2];
        /** Per digit (from 0), the houses holding one of its deleted candidates. */
        private final long[] touchedHouses;
        /** A unit's places, as candidates. */
        private final int[] places;
        /** The units with new singles: their places one after the other, where each begins, and whose singles. */
        private final int[] unitPlaces;

        private final int[] unitStart;
        private final long[] unitSingles;
        private int units;

        private Tables(FixedPoints points) {
            this.points = points;
            int size = points.size();
            int candidates = points.cells() * size;
            int[] assumptions = new int[candidates];
            int count = 0;
            for (int candidate = 0; candidate < candidates; candidate++) {
                if (points.holds(candidate) && Integer.bitCount(points.digitsOf(candidate / size)) > 1) {
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
                if (points.onConflicts(assumption)) {
                    conflicted[i >>> 6] |= 1L << i;
                } else {
                    int word = i >>> 6;
                    long bit = 1L << i;
                    points.forEachNode(
                            assumption, (candidate, on) -> (on ? onBy : offBy)[candidate * words + word] |= bit);
                }
            }
            this.unseedable = new long[words];
            this.conflicting = new long[words];
            this.seeded = new long[words];
            this.once = new long[words];
            this.twice = new long[words];
            this.anyOn = new long[words];
            this.deleted = new long[points.planeWords()];
            this.touchedHouses = new long[size];
            this.places = new int[points.cells()];
            // At most every cell and every house of every digit is a unit.
            int maxUnits = points.cells() + 3 * size * size;
            this.unitPlaces = new int[maxUnits * size];
            this.unitStart = new int[maxUnits + 1];
            this.unitSingles = new long[maxUnits * words];
        }

        /**
         * Tells {@code smaller} what it can take from the base, for each candidate it holds: the base's fixed
         * point as it is ({@link FixedPoints#lend}), a conflict ({@link FixedPoints#conflictKnown}), or the
         * base's fixed point and the new singles ({@link FixedPoints#seed}) to go on from. False, telling
         * nothing, when {@code smaller} is not the base grid less one candidate or more, or leaves a unit that
         * lost a candidate without any.
         */
        boolean lend(FixedPoints smaller) {
            long[] planes = smaller.planes();
            long[] basePlanes = points.planes();
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
            int size = points.size();
            System.arraycopy(conflicted, 0, unseedable, 0, words);
            Arrays.fill(conflicting, 0);
            Arrays.fill(seeded, 0);
            Arrays.fill(touchedCells, 0);
            Arrays.fill(touchedHouses, 0);
            units = 0;
            for (int w = 0; w < deleted.length; w++) {
                int digit = w >>> 1;
                for (long rest = deleted[w]; rest != 0; rest &= rest - 1) {
                    int cell = ((w & 1) << 6) + Long.numberOfTrailingZeros(rest);
                    // A deleted candidate turned on: the base's derivation does not hold here.
                    or(unseedable, onBy, cell * size + digit);
                    touchedCells[cell >>> 6] |= 1L << cell;
                    touchedHouses[digit] |= points.housesMask(cell);
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
            smaller.borrowFrom(points);
            seedSingles(smaller);
            for (int i = 0; i < candidateOf.length; i++) {
                int candidate = candidateOf[i];
                int word = i >>> 6;
                long bit = 1L << i;
                if (!smaller.holds(candidate) || (unseedable[word] & bit) != 0) {
                    continue;
                }
                if ((conflicting[word] & bit) != 0) {
                    smaller.conflictKnown(candidate);
                } else if ((seeded[word] & bit) == 0) {
                    smaller.lend(candidate);
                }
            }
            return true;
        }

        /**
         * Notes what a unit that lost places does to each assumption (see the class comment), keeping its
         * new singles for {@link #seedSingles}.
         */
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
                    unseedable[w] |= ons;
                    // Its only place off: the unit is left without any.
                    conflicting[w] |= offBy[place * words + w];
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
            boolean singles = false;
            for (int w = 0; w < words; w++) {
                conflicting[w] |= ~once[w];
                long single = once[w] & ~twice[w] & ~anyOn[w];
                unitSingles[units * words + w] = single;
                seeded[w] |= single;
                singles |= single != 0;
            }
            if (singles) {
                int start = unitStart[units];
                System.arraycopy(places, 0, unitPlaces, start, count);
                unitStart[++units] = start + count;
            }
            return true;
        }

        /** Hands {@code smaller} each seedable assumption's new singles: the one place of a unit not off. */
        private void seedSingles(FixedPoints smaller) {
            for (int w = 0; w < words; w++) {
                seeded[w] &= ~unseedable[w] & ~conflicting[w];
            }
            for (int u = 0; u < units; u++) {
                for (int w = 0; w < words; w++) {
                    for (long rest = unitSingles[u * words + w] & seeded[w]; rest != 0; rest &= rest - 1) {
                        int i = (w << 6) + Long.numberOfTrailingZeros(rest);
                        for (int at = unitStart[u]; at < unitStart[u + 1]; at++) {
                            int place = unitPlaces[at];
                            if ((offBy[place * words + w] & (1L << i)) == 0) {
                                smaller.seed(candidateOf[i], place);
                                break;
                            }
                        }
                    }
                }
            }
        }

        private void or(long[] into, long[] by, int candidate) {
            for (int w = 0; w < words; w++) {
                into[w] |= by[candidate * words + w];
            }
        }

        /** The base's fixed points, as {@link FixedPoints#sets} holds them. */
        long[] sets() {
            return points.sets();
        }
    }
}
