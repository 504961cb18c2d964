package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RegionMap;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/**
 * Counts the grids of a box shape with the method that fits it: plain enumeration where it finishes in
 * seconds (4x4, 6x6), the band method for 8x8 and 9x9; and, when asked, the essentially different grids
 * by Burnside's lemma over the conjugacy classes of the symmetry group (every shape counted; see {@link
 * ClassBurnside}).
 */
public final class GridCounter {
    private static final Set<BoxShape> PLAIN = Set.of(new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 2));
    private static final Set<BoxShape> BANDS = Set.of(BoxShape.CLASSIC, new BoxShape(2, 4), new BoxShape(4, 2));
    private static final String COUNTS = "2x2, 2x3, 3x2, 2x4, 4x2 and 3x3";
    private static final String X_COUNTS = "2x2, 2x3 and 3x2";

    private GridCounter() {}

    /**
     * Counts the X grids of a small shape (both main diagonals hold each digit once too) by plain
     * enumeration. The band method does not apply: a diagonal crosses every band.
     *
     * @throws UnsupportedShapeException for shapes other than 2x2, 2x3 and 3x2
     */
    public static GridCount countX(BoxShape shape) {
        if (!PLAIN.contains(shape)) {
            throw new UnsupportedShapeException(shape, "X counts", X_COUNTS);
        }
        long started = System.nanoTime();
        BigInteger grids = BigInteger.valueOf(PlainEnumeration.countAllX(shape));
        return new GridCount(
                new CountedLayout.Boxes(shape),
                grids,
                Optional.empty(),
                "plain enumeration of X grids (both diagonals too)",
                Duration.ofNanos(System.nanoTime() - started));
    }

    /** Jigsaw layouts up to this side are counted; 8x8 would take days by plain enumeration. */
    static final int LARGEST_JIGSAW = 7;

    /**
     * Counts the grids of one jigsaw region layout by plain enumeration with the first row fixed, times
     * N! (relabelling the digits keeps a layout's grids among its grids). The band method does not apply:
     * irregular regions make no bands.
     *
     * @throws IllegalArgumentException for a layout larger than 7x7
     */
    public static GridCount countJigsaw(RegionMap map) {
        if (map.size() > LARGEST_JIGSAW || map.size() < BoxShape.MIN_SIZE) {
            // Below 4x4 no grid of any shape is a Sudoku, as everywhere else in the program.
            throw new IllegalArgumentException("jigsaw layouts are counted from " + BoxShape.MIN_SIZE + "x"
                    + BoxShape.MIN_SIZE + " up to " + LARGEST_JIGSAW + "x" + LARGEST_JIGSAW
                    + " (plain enumeration), not " + map.size() + "x" + map.size());
        }
        long started = System.nanoTime();
        BigInteger normalized = BigInteger.valueOf(PlainEnumeration.countNormalizedJigsaw(map.size(), map.regionOf()));
        return new GridCount(
                new CountedLayout.Regions(map),
                normalized.multiply(Factorials.of(map.size())),
                Optional.empty(),
                "plain enumeration with the first row fixed, times " + map.size() + "!",
                Duration.ofNanos(System.nanoTime() - started));
    }

    /**
     * @param threads how many cores the band method may use
     * @param progress hears the band method's classes as they are completed
     * @throws UnsupportedShapeException for a shape out of reach
     * @throws IllegalArgumentException when threads is below 1
     */
    public static GridCount count(BoxShape shape, boolean essentiallyDifferent, int threads, CountProgress progress) {
        Workers.checkThreads(threads);
        if (!PLAIN.contains(shape) && !BANDS.contains(shape)) {
            throw new UnsupportedShapeException(shape, "counts", COUNTS);
        }
        long started = System.nanoTime();
        // The classes are found first, so that one bar covers the grid count and then the classes' searches.
        ClassBurnside burnside = essentiallyDifferent ? new ClassBurnside(shape) : null;
        CountProgress whole = essentiallyDifferent ? progress.followedBy(burnside.steps()) : progress;
        BigInteger grids;
        String method;
        if (PLAIN.contains(shape)) {
            whole.started(1);
            grids = BigInteger.valueOf(PlainEnumeration.countAll(shape));
            whole.step();
            method = "plain enumeration";
        } else {
            // A grid of R x C boxes transposed is one of C x R boxes: count the orientation with fewer
            // bands, whose completions below the first band have fewer bands to choose.
            BoxShape fewerBands =
                    shape.boxRows() >= shape.boxCols() ? shape : new BoxShape(shape.boxCols(), shape.boxRows());
            grids = BandMethod.count(fewerBands, threads, whole).grids();
            method = "band method" + (fewerBands.equals(shape) ? "" : " (as " + fewerBands + ", transposed)");
        }
        Optional<BigInteger> classes = Optional.empty();
        if (essentiallyDifferent) {
            ClassBurnside.Result result = burnside.count(grids, threads, whole);
            classes = Optional.of(result.classes());
            method += "; Burnside's lemma over " + result.conjugacyClasses() + " conjugacy classes ("
                    + result.fixingClasses() + " fix a grid)";
        }
        return new GridCount(
                new CountedLayout.Boxes(shape), grids, classes, method, Duration.ofNanos(System.nanoTime() - started));
    }
}
