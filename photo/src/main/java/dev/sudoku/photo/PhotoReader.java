package dev.sudoku.photo;

import boofcv.alg.filter.binary.GThresholdImageOps;
import boofcv.struct.ConfigLength;
import boofcv.struct.image.GrayU8;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads a 9x9 puzzle from a photo: decode (bounded), find the grid's outline, rectify it, cut the cells
 * along the grid lines found, decide empty or filled, classify the digits, and repair the reading with the
 * exact solver.
 *
 * <p>Not thread-safe (it holds a solver); one reader per thread, sharing the immutable {@link DigitModel}.
 */
public final class PhotoReader {
    private static final int SIZE = 9;
    /** Guesses kept per filled cell besides "empty": enough for repair, which rarely needs a third. */
    private static final int DIGIT_GUESSES = 3;
    /** Below this {@link GridLines#score} an outline holds no grid. */
    private static final double MIN_LINE_SCORE = 0.3;

    private final DigitModel model;
    private final PhotoLoader loader;
    private final Repairer repairer;

    public PhotoReader(DigitModel model, PhotoLimits limits, ExactSolver solver) {
        this.model = model;
        this.loader = new PhotoLoader(limits);
        this.repairer = new Repairer(solver);
    }

    /** Reads a photo's bytes (JPEG or PNG). */
    public PhotoReading read(byte[] bytes, DebugSink debug) throws PhotoException {
        return read(loader.load(bytes), debug);
    }

    /** Reads a decoded grey photo. */
    public PhotoReading read(GrayU8 photo, DebugSink debug) throws PhotoException {
        GridScan scan = Orientation.upright(scan(photo), model);
        if (debug != DebugSink.NONE) {
            debug.accept("ink", DebugImages.binary(OutlineFinder.ink(photo, 50, 0.92)));
            debug.accept("outline", DebugImages.outline(photo, scan.outline()));
            debug.accept("rectified", DebugImages.rectified(scan.rectified(), scan.lines()));
        }
        List<List<Guess>> guesses = new ArrayList<>();
        for (int cell = 0; cell < scan.cells().size(); cell++) {
            guesses.add(guesses(scan.cells().get(cell)));
        }
        BoxShape shape = BoxShape.defaultFor(SIZE);
        Repairer.Result repaired = repairer.repair(shape, guesses);
        List<CellReading> cells = new ArrayList<>();
        for (int cell = 0; cell < guesses.size(); cell++) {
            cells.add(new CellReading(cell, repaired.values()[cell], guesses.get(cell)));
        }
        PhotoReading reading = new PhotoReading(
                Grid.of(shape, repaired.values()), repaired.verdict(), cells, repaired.repairs(), scan.outline());
        if (debug != DebugSink.NONE) {
            debug.accept("cells", DebugImages.cells(scan, reading));
        }
        return reading;
    }

    /**
     * Finds, rectifies and cuts the grid, without classifying. Of the outlines that may be a grid, the one
     * with the largest area weighted by how clearly grid lines show inside it wins: a page's frame or a
     * panel of text is large but has no lines where a grid's would be.
     */
    public static GridScan scan(GrayU8 photo) throws PhotoException {
        List<Quad> candidates = new OutlineFinder().candidates(photo);
        GridScan best = null;
        double bestScore = 0;
        for (Quad outline : candidates) {
            GridScan scan = cut(photo, outline, Rectifier.rectify(photo, outline));
            double score = outline.area() * Math.pow(scan.lines().score(), 4);
            if (scan.lines().score() >= MIN_LINE_SCORE && score > bestScore) {
                bestScore = score;
                best = scan;
            }
        }
        if (best == null) {
            throw new PhotoException(
                    candidates.isEmpty()
                            ? "no grid found: no ink outline close to a quadrilateral covering at least 4% of the image"
                            : "no grid found: " + candidates.size() + " outlines, none with grid lines inside");
        }
        return best;
    }

    /** A rectified grid cut into cells along the lines found in it. */
    static GridScan cut(GrayU8 photo, Quad outline, GrayU8 rectified) {
        GrayU8 ink = cellInk(rectified);
        GridLines lines = GridLines.find(ink, SIZE);
        return new GridScan(photo, outline, rectified, lines, cells(ink, lines));
    }

    private static List<CellInk> cells(GrayU8 ink, GridLines lines) {
        List<CellInk> cells = new ArrayList<>();
        for (int[] b : CellBounds.of(ink, lines, SIZE)) {
            cells.add(CellInk.of(ink, b[0], b[1], b[2], b[3]));
        }
        return cells;
    }

    /** Ink in the rectified grid: darker than 90% of the mean over about a cell around it. */
    static GrayU8 cellInk(GrayU8 rectified) {
        int radius = Rectifier.SIDE / SIZE / 2;
        return GThresholdImageOps.localMean(rectified, null, ConfigLength.fixed(radius), 0.9, true, null, null, null);
    }

    private List<Guess> guesses(CellInk cell) {
        if (!cell.hasDigit()) {
            return List.of(new Guess(0, 1.0));
        }
        double filled = filledProbability(cell);
        double[] p = model.probabilities(DigitModel.features(cell));
        List<Guess> guesses = new ArrayList<>();
        for (int d = 0; d < p.length; d++) {
            guesses.add(new Guess(d + 1, p[d] * filled));
        }
        guesses.sort(Comparator.comparingDouble(Guess::probability).reversed());
        List<Guess> kept = new ArrayList<>(guesses.subList(0, DIGIT_GUESSES));
        kept.add(new Guess(0, 1 - filled));
        kept.sort(Comparator.comparingDouble(Guess::probability).reversed());
        return kept;
    }

    /**
     * How likely a digit-like shape is a printed digit rather than a smudge: printed digits stand at
     * least 40% of the cell high, specks and fragments of lines below 20%.
     */
    static double filledProbability(CellInk cell) {
        return Math.max(0.05, Math.min(0.97, (cell.height() - 0.2) / 0.2));
    }
}
