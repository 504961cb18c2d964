package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;
import java.util.Arrays;

/**
 * The elementary implications of SE's chains (SE rating spec §4.2), read from a working grid.
 *
 * <ul>
 *   <li>on to off: a digit in a cell turns off the cell's other digits (a Y-link) and the digit in every
 *       peer (an X-link; always on);
 *   <li>off to on: a digit off in a cell of two candidates turns the other on (Y), and a digit off in one
 *       of its two places in a house turns the other place on (X).
 * </ul>
 *
 * <p>When the working grid has lost candidates since the propagation began (dynamic chains), an off to on
 * link also depends on those deletions: they become extra "hidden" parents, looked up among the offs
 * already known. Houses of a cell are visited box, row, column, and peers in SE's order, because the order
 * of the produced nodes decides which chain is found first. Cost: O(N) per call.
 */
final class Links {
    private final Geometry geometry;
    private final int size;
    private final int[][] peers;
    private final int[][] houses;
    /** Per cell, the slots of its box, row and column that are peers listed there in SE's order. */
    private final long[][] peerSlots;

    Links(Geometry geometry) {
        this.geometry = geometry;
        this.size = geometry.size();
        this.peers = new int[geometry.cellCount()][];
        this.houses = new int[geometry.cellCount()][];
        this.peerSlots = new long[geometry.cellCount()][];
        for (int cell = 0; cell < peers.length; cell++) {
            peers[cell] = PeerOrder.of(geometry, cell);
            houses[cell] = new int[] {2 * size + geometry.box(cell), geometry.row(cell), size + geometry.col(cell)};
            peerSlots[cell] = new long[3];
            for (int type = 0; type < 3; type++) {
                int[] cells = geometry.cellsOf(houses[cell][type]);
                for (int slot = 0; slot < cells.length; slot++) {
                    // The box lists every other cell; the row and the column only those outside the box.
                    boolean listed = type == 0 ? cells[slot] != cell : geometry.box(cells[slot]) != geometry.box(cell);
                    if (listed) {
                        peerSlots[cell][type] |= 1L << slot;
                    }
                }
            }
        }
    }

    Geometry geometry() {
        return geometry;
    }

    /** SE's houses of a cell in its order: box, row, column. Shared: callers must not change it. */
    int[] housesOf(int cell) {
        return houses[cell];
    }

    int[] peersOf(int cell) {
        return peers[cell];
    }

    /**
     * The slots of {@link #housesOf}'s three houses that hold the cell's peers in {@link #peersOf}'s order:
     * every other cell of the box, then the row's and the column's cells outside the box. With a grid's
     * places of a digit ({@link CandidateGrid#positions}), the peers holding it, in that order, at a few
     * bit operations a house. Shared: callers must not change it.
     */
    long[] peerSlotsOf(int cell) {
        return peerSlots[cell];
    }

    /**
     * The ons an "off" node implies, read before the off is applied to the working grid. {@code initial}
     * is the grid the propagation began with (null when the working grid never changes) and {@code
     * knownOffs} the offs known so far, where hidden parents are looked up. An "on" in {@code knownOns}
     * and not in {@code knownOffs} is left out: the caller would drop it, and most implied ons are known.
     * The ons are written to {@code result} (room for four: one Y-link, three houses); returns how many.
     */
    int offToOn(
            CandidateGrid grid,
            Potential p,
            CandidateGrid initial,
            PotentialSet knownOns,
            PotentialSet knownOffs,
            boolean yLinks,
            boolean xLinks,
            Potential[] result) {
        int count = 0;
        if (yLinks) {
            long mask = grid.candidates(p.cell);
            if (Long.bitCount(mask) == 2) {
                // As SE: the lower digit left once p's is cleared (p's digit is normally one of the two).
                int other = Long.numberOfTrailingZeros(mask & ~Masks.bit(p.digit)) + 1;
                if (!known(p.cell, other, knownOns, knownOffs)) {
                    result[count++] = yOn(p, other, mask, initial, knownOffs);
                }
            }
        }
        if (xLinks) {
            int[] houses = housesOf(p.cell);
            for (int type = 0; type < 3; type++) {
                Potential on = hiddenSingle(grid, p, houses[type], Cause.hiddenIn(type), initial, knownOns, knownOffs);
                if (on != null) {
                    result[count++] = on;
                }
            }
        }
        return count;
    }

    /** Known on and not known off: a triple in both is a contradiction the caller must still see. */
    private static boolean known(int cell, int digit, PotentialSet knownOns, PotentialSet knownOffs) {
        return knownOns.contains(cell, digit, true) && !knownOffs.contains(cell, digit, false);
    }

    /** The other digit of p's two-digit cell, on; the cell's digits the propagation removed are parents. */
    private static Potential yOn(Potential p, int other, long mask, CandidateGrid initial, PotentialSet knownOffs) {
        long lost = initial == null ? 0 : initial.candidates(p.cell) & ~mask;
        if (lost == 0) {
            return Potential.implied(p.cell, other, true, Cause.NAKED_SINGLE, p);
        }
        Potential[] others = new Potential[Long.bitCount(lost)];
        int count = 0;
        for (long rest = lost; rest != 0; rest &= rest - 1) {
            count = addKnown(others, count, knownOffs, p.cell, Long.numberOfTrailingZeros(rest) + 1);
        }
        return Potential.implied(p.cell, other, true, Cause.NAKED_SINGLE, p, trimmed(others, count));
    }

    /** The other place of p's digit when the house has exactly two and it is not known on, or null. */
    private Potential hiddenSingle(
            CandidateGrid grid,
            Potential p,
            int house,
            Cause cause,
            CandidateGrid initial,
            PotentialSet knownOns,
            PotentialSet knownOffs) {
        long places = grid.positions(house, p.digit);
        if (Long.bitCount(places) != 2) {
            return null;
        }
        // As SE: the first of the two places that is not p's cell.
        int other = geometry.cellAt(house, Long.numberOfTrailingZeros(places));
        if (other == p.cell) {
            other = geometry.cellAt(house, 63 - Long.numberOfLeadingZeros(places));
        }
        if (known(other, p.digit, knownOns, knownOffs)) {
            return null;
        }
        // The places the propagation has removed are hidden parents.
        long lost = initial == null ? 0 : initial.positions(house, p.digit) & ~places;
        if (lost == 0) {
            return Potential.implied(other, p.digit, true, cause, p);
        }
        Potential[] others = new Potential[Long.bitCount(lost)];
        int count = 0;
        for (long rest = lost; rest != 0; rest &= rest - 1) {
            count = addKnown(
                    others, count, knownOffs, geometry.cellAt(house, Long.numberOfTrailingZeros(rest)), p.digit);
        }
        return Potential.implied(other, p.digit, true, cause, p, trimmed(others, count));
    }

    /** Appends the known off of the candidate to the first {@code count} hidden parents, if any; the new count. */
    private static int addKnown(Potential[] parents, int count, PotentialSet knownOffs, int cell, int digit) {
        Potential known = knownOffs.get(cell, digit, false);
        if (known != null) {
            parents[count++] = known;
        }
        return count;
    }

    /** The first {@code count} hidden parents: the array itself when full (as it nearly always is). */
    private static Potential[] trimmed(Potential[] parents, int count) {
        return count == parents.length ? parents : Arrays.copyOf(parents, count);
    }
}
