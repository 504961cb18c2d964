package dev.sudoku.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The grid a photo is read from, and the outlines of any other grids it shows, which are not read.
 *
 * <p>Another grid counts when its outline passes the same grid-line check, holds little ink between its
 * lines ({@link GridLines#clutter}), covers at least half the chosen grid's area and does not overlap it:
 * a page's frame, a box of the grid or the same grid found by another threshold all overlap it; a picture
 * the size of a grid has no lines inside, and a framed panel of text inks its whole inside.
 *
 * @param chosen the grid read: the outline with the largest area weighted by how clearly its lines show
 * @param others the other grids' outlines, largest first
 */
record FoundGrids(GridScan chosen, List<Quad> others) {
    /** The least share of the chosen grid's area another grid covers; a smaller grid is a box or a picture. */
    static final double COMPARABLE_AREA = 0.5;
    /**
     * The most {@link GridLines#clutter} another grid may have. The grids read from the newspaper photos
     * measure 0.20 (median; 0.27 at the 95th percentile, 4 of 160 above 0.3), the panels of text beside
     * them 0.39 and up, a test's framed panel of text 0.44: a limit that errs towards not warning, since a
     * warning about a grid that is not there would puzzle a player more than silence about one that is.
     */
    static final double MAX_CLUTTER = 0.3;

    FoundGrids {
        others = List.copyOf(others);
    }

    /** Sorts {@code grids} (every outline that passed the grid-line check) into the chosen one and the others. */
    static FoundGrids of(GridScan chosen, List<GridScan> grids) {
        Quad outline = chosen.outline();
        List<Quad> others = new ArrayList<>();
        grids.stream()
                .filter(g -> g.lines().clutter() <= MAX_CLUTTER)
                .map(GridScan::outline)
                .filter(q -> q.area() >= COMPARABLE_AREA * outline.area() && !q.overlaps(outline))
                .sorted(Comparator.comparingDouble(Quad::area).reversed())
                // The same second grid is found by more than one threshold: it is counted once.
                .filter(q -> others.stream().noneMatch(q::overlaps))
                .forEach(others::add);
        return new FoundGrids(chosen, others);
    }
}
