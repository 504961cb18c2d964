package dev.sudoku.logic.exclusion;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.PeerOrder;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.Arrays;
import java.util.List;

/**
 * Aligned Pair Exclusion (degree 2) and Aligned Triplet Exclusion (degree 3), as Sudoku Explainer 1.2.1
 * finds them (SE rating spec §3.13; SE's AlignedPairExclusion and AlignedExclusion). Two or three base
 * cells share at least two excluders; every choice of digits for the base cells that repeats a digit in
 * two seeing cells, or takes all candidates of a common excluder, is impossible, and a base-cell digit
 * used by no possible choice is eliminated.
 *
 * <p>Scan order is SE's: base cells row by row ({@link BaseCells}); pairs of base cells in colex order
 * ((0,1), (0,2), (1,2), (0,3), ...), the lower index first. As in SE the pair need not share a house. For
 * triplets the third cell comes from the pair's "twin area": the excluders of the first cell, then those
 * of the second not yet listed, kept when they are base cells other than the pair.
 *
 * <p>Cost: pairs with two common excluders are found by counting, for each base cell, the peers of its
 * excluders: O(B x (3N)^2) for B base cells. Each pair (or triplet) then runs {@link AllowedValues}, at
 * most n^2 (n^3) choices for cells of n candidates. So that large grids stay bounded, a base set whose
 * choices number more than {@link #MAX_CHOICES} is skipped; no 9x9 or 16x16 set reaches it (9^3 = 729,
 * 16^3 = 4096), nor any pair up to 64x64. The {@link SearchBudget} is checked once per pair of base cells
 * (before its triplets, for degree 3).
 */
public final class AlignedExclusion implements Technique {
    /** Largest number of digit choices a base set may have; larger sets are skipped on big grids. */
    static final long MAX_CHOICES = 4096;

    private final int degree;

    /** @param degree 2 for Aligned Pair Exclusion, 3 for Aligned Triplet Exclusion */
    public AlignedExclusion(int degree) {
        if (degree != 2 && degree != 3) {
            throw new IllegalArgumentException("aligned exclusion degree is 2 or 3, not " + degree);
        }
        this.degree = degree;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(id());
    }

    private TechniqueId id() {
        return degree == 2 ? TechniqueId.ALIGNED_PAIR_EXCLUSION : TechniqueId.ALIGNED_TRIPLET_EXCLUSION;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        BaseCells base = BaseCells.of(grid, degree);
        if (base.count() < degree) {
            return;
        }
        Geometry geometry = grid.geometry();
        int[] shared = new int[base.count()];
        ExclusionBuilder builder = new ExclusionBuilder(grid, id());
        for (int second = 1; second < base.count(); second++) {
            for (int first : partners(geometry, base, second, shared)) {
                SearchBudget.check();
                int[] common = commonExcluders(geometry, base.excluders(first), base.cell(second));
                if (degree == 2) {
                    if (!builder.tryOffer(new int[] {base.cell(first), base.cell(second)}, common, sink)) {
                        return;
                    }
                } else if (!triplets(geometry, base, first, second, common, builder, sink)) {
                    return;
                }
            }
        }
    }

    /**
     * The base cells before {@code second} that share at least two excluders with it, ascending. Every
     * peer of an excluder of {@code second} is counted once per excluder; such a peer that is a base cell
     * has that excluder among its own, since being an excluder depends only on the candidate count.
     */
    private static int[] partners(Geometry geometry, BaseCells base, int second, int[] shared) {
        int[] found = new int[base.count()];
        int count = 0;
        for (int excluder : base.excluders(second)) {
            for (int peer : geometry.peersOf(excluder)) {
                int i = base.indexOf(peer);
                if (i >= 0 && i < second && ++shared[i] == 2) {
                    found[count++] = i;
                }
            }
        }
        for (int excluder : base.excluders(second)) {
            for (int peer : geometry.peersOf(excluder)) {
                int i = base.indexOf(peer);
                if (i >= 0) {
                    shared[i] = 0;
                }
            }
        }
        int[] partners = Arrays.copyOf(found, count);
        Arrays.sort(partners);
        return partners;
    }

    /** The excluders (in the given order) that also see {@code cell}. */
    private static int[] commonExcluders(Geometry geometry, int[] excluders, int cell) {
        int[] common = new int[excluders.length];
        int count = 0;
        for (int excluder : excluders) {
            if (PeerOrder.sees(geometry, excluder, cell)) {
                common[count++] = excluder;
            }
        }
        return Arrays.copyOf(common, count);
    }

    /** Tries every third cell of the pair's twin area; returns false when the sink stops the scan. */
    private static boolean triplets(
            Geometry geometry,
            BaseCells base,
            int first,
            int second,
            int[] pairCommon,
            ExclusionBuilder builder,
            StepSink sink) {
        // The twin area in order, each cell once: the first cell's excluders, then the second's new ones.
        int[] firstExcluders = base.excluders(first);
        int[] secondExcluders = base.excluders(second);
        int[] twinArea = Arrays.copyOf(firstExcluders, firstExcluders.length + secondExcluders.length);
        int count = firstExcluders.length;
        for (int cell : secondExcluders) {
            if (!contains(firstExcluders, cell)) {
                twinArea[count++] = cell;
            }
        }
        for (int k = 0; k < count; k++) {
            int third = twinArea[k];
            if (base.indexOf(third) < 0 || third == base.cell(first) || third == base.cell(second)) {
                continue;
            }
            int[] common = commonExcluders(geometry, pairCommon, third);
            int[] cells = {base.cell(first), base.cell(second), third};
            if (common.length >= 2 && !builder.tryOffer(cells, common, sink)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
