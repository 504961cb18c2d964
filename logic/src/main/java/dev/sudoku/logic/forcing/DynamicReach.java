package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * Which branches of a dynamic search without other rules can conclude anything, found from what each
 * assumption implies as plain sets ({@link FixedPoints}), a digit plane at a time, before any chain node is
 * made.
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
 * <p>Cost: the fixed points' (see {@link FixedPoints}), and per group a few word operations a branch. On the
 * grids nested dynamic chains stall on, three quarters of the inner search's propagations conclude nothing.
 * One object per thread, reset for each search.
 */
final class DynamicReach implements BranchFilter {
    /** Cells a digit plane of two words holds: every grid up to 11x11. */
    static final int MAX_CELLS = FixedPoints.MAX_CELLS;

    private final FixedPoints points;
    private final int size;
    /** Words of the planes of all digits: two a digit. */
    private final int planeWords;
    /** The "on"s that would change the grid: the candidates of cells with two digits or more. */
    private final long[] changingOns;

    // A group's shared nodes as digit planes.
    private final long[] sharedOns;
    private final long[] sharedOffs;

    private DynamicReach(FixedPoints points) {
        this.points = points;
        this.size = points.size();
        this.planeWords = points.planeWords();
        this.changingOns = new long[planeWords];
        this.sharedOns = new long[planeWords];
        this.sharedOffs = new long[planeWords];
    }

    /**
     * The filter for a search of the grid, reusing {@code reusable} when it fits (it is then reset), or null
     * on grids of more than {@value #MAX_CELLS} cells (or of more than 31 digits: a cell's digits are an
     * int's bits).
     */
    static DynamicReach of(CandidateGrid grid, Links links, DynamicReach reusable) {
        FixedPoints points = FixedPoints.of(grid, links, reusable == null ? null : reusable.points);
        if (points == null) {
            return null;
        }
        FixedPointBase.lendTo(points, grid, links);
        DynamicReach reach = reusable != null && reusable.points == points ? reusable : new DynamicReach(points);
        Arrays.fill(reach.changingOns, 0);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int digits = points.digitsOf(cell);
            for (int rest = Integer.bitCount(digits) > 1 ? digits : 0; rest != 0; rest &= rest - 1) {
                reach.changingOns[2 * Integer.numberOfTrailingZeros(rest) + (cell >>> 6)] |= 1L << cell;
            }
        }
        return reach;
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
                long[] sets = points.setsOf(candidates[i]);
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
            if (anyWorth(w, sharedOns[w] & changingOns[w], sharedOffs[w] & points.planes()[w], worth)) {
                return true;
            }
        }
        return false;
    }

    /** Keeps in {@code shared} (digit planes) only the candidates of the set's nodes. */
    private void keepOnly(long[] shared, PotentialSet set) {
        long[] planes = set.digitPlanes();
        for (int w = 0; w < planeWords; w++) {
            shared[w] &= planes[w];
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
        boolean direct = own == cell || (ownDigit == digit && points.arePeers(own, cell));
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
        return points.onConflicts(candidate);
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
        int partner = points.partner(candidate);
        // An off without a partner implies nothing and searches never ask about it: followed, to be safe.
        if (partner < 0 || onConflicts(partner)) {
            return true;
        }
        if (doubles == null) {
            return false;
        }
        int base = partner * 2 * planeWords;
        int own = candidate * 2 * planeWords;
        long[] partnerSets = points.setsOf(partner);
        long[] ownSets = points.setsOf(candidate);
        long[] planes = points.planes();
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
}
