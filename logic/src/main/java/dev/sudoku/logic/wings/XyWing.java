package dev.sudoku.logic.wings;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.WingStep;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * XY-Wing: a bivalue pivot xy sees pincers xz and yz; whichever digit the pivot takes, one pincer is z,
 * so z leaves every cell that sees both pincers. XYZ-Wing: the pivot is xyz and z may also be the pivot's
 * own digit, so a victim must see the pivot too.
 *
 * <p>Scan order is Sudoku Explainer's (XYWing.java): pivots row by row; first pincer, then second pincer,
 * each over the pivot's peers in {@link PeerOrder} (box, row, column). Each wing is found twice, once per
 * pincer order, as in SE; the first with an elimination is the one SE rates. The pincers may share a house.
 *
 * <p>Cost: for each pivot with 2 (or 3) candidates, O(N) to list its bivalue peers, then b^2 pincer
 * pairs (b of those peers, at most 3N) tested with a few mask operations, plus O(N) per pattern to
 * collect victims.
 */
public final class XyWing implements Technique {
    private final boolean xyz;

    /** @param xyz false for XY-Wing (bivalue pivot), true for XYZ-Wing (trivalue pivot) */
    public XyWing(boolean xyz) {
        this.xyz = xyz;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(id());
    }

    private TechniqueId id() {
        return xyz ? TechniqueId.XYZ_WING : TechniqueId.XY_WING;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int pivotSize = xyz ? 3 : 2;
        for (int pivot = 0; pivot < grid.cellCount(); pivot++) {
            long pivotMask = grid.candidates(pivot);
            if (Masks.count(pivotMask) != pivotSize) {
                continue;
            }
            int[] pincers = bivaluePeers(grid, pivot);
            for (int first : pincers) {
                long firstMask = grid.candidates(first);
                // The first pincer must leave exactly one pivot digit uncovered.
                if (Masks.count(pivotMask & ~firstMask) != 1) {
                    continue;
                }
                for (int second : pincers) {
                    if (!isWing(pivotMask, firstMask, grid.candidates(second))) {
                        continue;
                    }
                    WingStep step = build(grid, pivot, first, second);
                    if (step != null && !sink.offer(step)) {
                        return;
                    }
                }
            }
        }
    }

    /** The pivot's peers with two candidates, in {@link PeerOrder}: the only possible pincers. */
    private static int[] bivaluePeers(CandidateGrid grid, int pivot) {
        int[] peers = PeerOrder.of(grid.geometry(), pivot);
        int count = 0;
        for (int peer : peers) {
            if (Masks.count(grid.candidates(peer)) == 2) {
                peers[count++] = peer;
            }
        }
        return Arrays.copyOf(peers, count);
    }

    /** SE's test: three digits in all; no digit common to all three cells (XY) or exactly one (XYZ). */
    private boolean isWing(long pivot, long first, long second) {
        long union = pivot | first | second;
        long common = pivot & first & second;
        return Masks.count(union) == 3 && Masks.count(common) == (xyz ? 1 : 0);
    }

    private WingStep build(CandidateGrid grid, int pivot, int first, int second) {
        Geometry geometry = grid.geometry();
        long firstMask = grid.candidates(first);
        long secondMask = grid.candidates(second);
        int z = Masks.firstDigit(firstMask & secondMask);
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : geometry.peersOf(first)) {
            if (cell != pivot
                    && cell != second
                    && grid.has(cell, z)
                    && PeerOrder.sees(geometry, cell, second)
                    && (!xyz || PeerOrder.sees(geometry, cell, pivot))) {
                eliminations.add(new Candidate(cell, z));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        List<Highlight> highlights = new ArrayList<>();
        mark(highlights, pivot, grid.candidates(pivot), Role.PIVOT);
        mark(highlights, first, firstMask, Role.PINCER);
        mark(highlights, second, secondMask, Role.PINCER);
        eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        long zBit = Masks.bit(z);
        List<Integer> digits = List.of(Masks.firstDigit(firstMask & ~zBit), Masks.firstDigit(secondMask & ~zBit), z);
        return new WingStep(id(), pivot, List.of(first, second), digits, z, eliminations, highlights);
    }

    private static void mark(List<Highlight> highlights, int cell, long mask, Role role) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            highlights.add(new Highlight(cell, Masks.firstDigit(rest), role));
        }
    }
}
