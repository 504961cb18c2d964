package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.List;

/**
 * The number of essentially different grids (classes under relabelling and the cell maps of {@link
 * CellMaps}) by Burnside's lemma: the number of classes is the average, over the group's elements, of the
 * grids each element leaves unchanged.
 *
 * <p>Relabelling is folded in first. A grid is fixed by (relabelling s, cell map t) when t turns it into a
 * relabelling of itself, and then s is determined; relabelling such a grid gives another one, so the grids
 * some element (s, t) fixes are N! times the normalised grids (first row 0..N-1) that t maps to a
 * relabelling of themselves. Dividing by the group's N! |maps| elements leaves: classes = (sum over cell
 * maps t of the normalised grids t fixes up to relabelling) / |maps|.
 *
 * <p>Cost: every normalised grid against every cell map, each test stopping at its first mismatch: 39,168
 * grids by 3,456 maps for 6x6, about a second. It is the plain reference the tests hold {@link
 * ClassBurnside} to; 9x9, with 3.4 million maps and 1.8 * 10^16 normalised grids, needs that one.
 */
public final class Burnside {
    private Burnside() {}

    /** The outcome: the classes and the parts of the average. */
    public record Result(long classes, long fixedPoints, int cellMaps, long normalisedGrids) {}

    /** Essentially different grids of a small shape (4x4, 6x6). */
    public static Result count(BoxShape shape) {
        int n = shape.size();
        List<byte[]> grids = new ArrayList<>();
        PlainEnumeration.forEachNormalized(shape, grid -> grids.add(grid.clone()));
        List<int[]> maps = CellMaps.of(shape);
        long fixed = 0;
        int[] relabel = new int[n];
        for (int[] source : maps) {
            for (byte[] grid : grids) {
                if (fixedUpToRelabelling(grid, source, relabel, n)) {
                    fixed++;
                }
            }
        }
        if (fixed % maps.size() != 0) {
            throw new IllegalStateException("Burnside's sum " + fixed + " is not a multiple of " + maps.size());
        }
        return new Result(fixed / maps.size(), fixed, maps.size(), grids.size());
    }

    /**
     * Whether the image of a normalised grid under the cell map is the grid relabelled. The image's first
     * row fixes the only relabelling that could work (the grid's first row is 0..N-1), and the rest is
     * checked against it.
     */
    private static boolean fixedUpToRelabelling(byte[] grid, int[] source, int[] relabel, int n) {
        for (int col = 0; col < n; col++) {
            relabel[grid[source[col]]] = col;
        }
        for (int cell = n; cell < grid.length; cell++) {
            if (relabel[grid[source[cell]]] != grid[cell]) {
                return false;
            }
        }
        return true;
    }
}
