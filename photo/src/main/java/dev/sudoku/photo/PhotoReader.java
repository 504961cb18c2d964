package dev.sudoku.photo;

import boofcv.alg.filter.binary.GThresholdImageOps;
import boofcv.struct.ConfigLength;
import boofcv.struct.image.GrayU8;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Reads a 9x9 or 6x6 puzzle from a photo: decode (bounded), find the grid's outline, rectify it, cut the cells
 * along the grid lines found, decide empty or filled, classify the digits, and repair the reading with the
 * exact solver.
 *
 * <p>Not thread-safe (it holds a solver); one reader per thread, sharing the immutable {@link DigitModel}.
 */
public final class PhotoReader {
    /** Guesses kept per filled cell besides "empty": enough for repair, which rarely needs a third. */
    private static final int DIGIT_GUESSES = 3;
    /** How much clearer a 6x6 grid's own lines must be than a 9x9 grid's for the grid to be read as 6x6. */
    private static final double SIDE_MARGIN = 0.25;
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

    /**
     * Reads a photo's bytes (JPEG, PNG, GIF or BMP). A file cut short is read as far as it decodes, and kept
     * only if that part holds a puzzle with exactly one solution: a JPEG missing its last bytes usually
     * still shows the whole grid, one cut in half does not, and is refused as truncated.
     */
    public PhotoReading read(byte[] bytes, DebugSink debug) throws PhotoException {
        LoadedPhoto loaded = loader.loadPartial(bytes);
        if (loaded.damage().isEmpty()) {
            return read(loaded.gray(), debug);
        }
        String damaged = PhotoLoader.DAMAGED + loaded.damage().get();
        PhotoReading reading;
        try {
            reading = read(loaded.gray(), debug);
        } catch (PhotoException e) {
            throw new PhotoException(damaged + "; in the part decoded, " + e.getMessage(), e);
        }
        if (reading.status() != Status.SOLVED) {
            throw new PhotoException(damaged + "; the part decoded holds no puzzle with one solution");
        }
        return reading;
    }

    /** Reads a decoded grey photo. */
    public PhotoReading read(GrayU8 photo, DebugSink debug) throws PhotoException {
        if (debug != DebugSink.NONE) {
            // Before the grid is looked for: a photo with no grid found still shows what ink was seen.
            debug.accept("ink", DebugImages.binary(OutlineFinder.ink(photo, 50, 0.92)));
        }
        FoundGrids found = find(photo);
        GridScan scan = Orientation.upright(found.chosen(), model);
        if (debug != DebugSink.NONE) {
            debug.accept("outline", DebugImages.outline(photo, scan.outline()));
            debug.accept("rectified", DebugImages.rectified(scan.rectified(), scan.lines()));
        }
        List<List<Guess>> guesses = new ArrayList<>();
        for (int cell = 0; cell < scan.cells().size(); cell++) {
            guesses.add(guesses(scan.cells().get(cell), scan.size()));
        }
        BoxShape shape = BoxShape.defaultFor(scan.size());
        Repairer.Result repaired = repairer.repair(shape, guesses);
        List<CellReading> cells = new ArrayList<>();
        for (int cell = 0; cell < guesses.size(); cell++) {
            cells.add(new CellReading(cell, repaired.values()[cell], guesses.get(cell)));
        }
        PhotoReading reading = new PhotoReading(
                Grid.of(shape, repaired.values()),
                repaired.verdict(),
                cells,
                repaired.repairs(),
                scan.outline(),
                found.others());
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
        return find(photo).chosen();
    }

    /** As {@link #scan}, and also the outlines of any other grids in the photo (see {@link FoundGrids}). */
    static FoundGrids find(GrayU8 photo) throws PhotoException {
        List<Quad> candidates = new OutlineFinder().candidates(photo);
        List<GridScan> grids = new ArrayList<>();
        GridScan best = null;
        double bestScore = 0;
        for (Quad outline : candidates) {
            Optional<GrayU8> square = Rectifier.rectify(photo, outline);
            if (square.isEmpty()) {
                continue;
            }
            GrayU8 rectified = square.get();
            GrayU8 ink = cellInk(rectified);
            GridScan scan = cut(photo, outline, rectified, ink, side(ink));
            if (scan.lines().score() < MIN_LINE_SCORE || !GridPattern.isSudokuGrid(ink, scan.lines())) {
                continue;
            }
            grids.add(scan);
            double score = outline.area() * Math.pow(scan.lines().score(), 4);
            if (score > bestScore) {
                bestScore = score;
                best = scan;
            }
        }
        if (best == null) {
            throw new PhotoException(
                    candidates.isEmpty()
                            ? "no grid found: no ink outline close to a quadrilateral covering at least 4% of the image"
                            : "no grid found: " + candidates.size()
                                    + " outlines, none with the lines of a Sudoku grid inside");
        }
        return FoundGrids.of(best, grids);
    }

    /**
     * 9 or 6. The two grids share their outer lines and every line a third of the way across (a 9x9
     * grid's box lines); they differ on the rest: a 9x9 grid has lines at 1, 2, 4, 5, 7 and 8 ninths, a 6x6
     * grid at 1, 3 and 5 sixths. The side whose own lines show clearly better wins; 9 when in doubt.
     */
    private static int side(GrayU8 ink) {
        double nine = GridLines.find(ink, 9).strengthBetween(3);
        double six = GridLines.find(ink, 6).strengthBetween(2);
        return six > nine + SIDE_MARGIN ? 6 : 9;
    }

    /** A rectified grid cut into cells along the lines found in it. */
    static GridScan cut(GrayU8 photo, Quad outline, GrayU8 rectified, int size) {
        return cut(photo, outline, rectified, cellInk(rectified), size);
    }

    private static GridScan cut(GrayU8 photo, Quad outline, GrayU8 rectified, GrayU8 ink, int size) {
        GridLines lines = GridLines.find(ink, size);
        return new GridScan(photo, outline, rectified, lines, cells(ink, lines, size));
    }

    private static List<CellInk> cells(GrayU8 ink, GridLines lines, int size) {
        List<CellInk> cells = new ArrayList<>();
        for (int[] b : CellBounds.of(ink, lines, size)) {
            cells.add(CellInk.of(ink, b[0], b[1], b[2], b[3]));
        }
        return cells;
    }

    /** Ink in the rectified grid: darker than 90% of the mean over about a cell around it. */
    static GrayU8 cellInk(GrayU8 rectified) {
        int radius = Rectifier.SIDE / 9 / 2;
        return GThresholdImageOps.localMean(rectified, null, ConfigLength.fixed(radius), 0.9, true, null, null, null);
    }

    private List<Guess> guesses(CellInk cell, int size) {
        if (!cell.hasDigit()) {
            return List.of(new Guess(0, 1.0));
        }
        double filled = filledProbability(cell);
        double[] p = model.probabilities(DigitModel.features(cell));
        // A smaller grid has fewer digits: the classifier's belief is shared among those it can hold.
        double inGrid = 0;
        for (int d = 0; d < size; d++) {
            inGrid += p[d];
        }
        List<Guess> guesses = new ArrayList<>();
        for (int d = 0; d < size; d++) {
            guesses.add(new Guess(d + 1, p[d] / inGrid * filled));
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
