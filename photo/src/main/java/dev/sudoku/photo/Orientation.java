package dev.sudoku.photo;

import boofcv.alg.misc.ImageMiscOps;
import boofcv.struct.image.GrayU8;

/**
 * Turns a scanned grid upright. The outline's corners are ordered as the photo shows them, which is the
 * grid's own order only while the page is turned less than 45 degrees; beyond, the rectified grid is a
 * quarter, half or three quarters turn off. Each of the four turns is read by the classifier and the one
 * it reads best wins (surest of its digits, fewest repeated in a house), provided it beats the turn as
 * found by a clear margin: a photo taken upright is by far the common case.
 */
final class Orientation {
    /** How much better a turn must read (see {@link #certainty}) than the grid as found. */
    private static final double MARGIN = 0.5;

    private Orientation() {}

    static GridScan upright(GridScan scan, DigitModel model) {
        double asFound = certainty(scan, model);
        GridScan best = scan;
        double bestCertainty = asFound + MARGIN;
        GridScan turned = scan;
        for (int quarter = 1; quarter < 4; quarter++) {
            turned = quarterTurn(turned);
            double certainty = certainty(turned, model);
            if (certainty > bestCertainty) {
                best = turned;
                bestCertainty = certainty;
            }
        }
        return best;
    }

    /**
     * How well the classifier reads the grid this way up: the mean log-probability of its first choice over
     * the cells that hold a digit, less one for each digit its first choices repeat in a house. The
     * classifier alone is too sure of digits it sees upside down; a grid read the wrong way up repeats
     * digits where the printed puzzle cannot.
     */
    private static double certainty(GridScan scan, DigitModel model) {
        double sum = 0;
        int digits = 0;
        int[] first = new int[scan.cells().size()];
        for (int i = 0; i < first.length; i++) {
            CellInk cell = scan.cells().get(i);
            if (cell.hasDigit()) {
                double[] p = model.probabilities(DigitModel.features(cell));
                int best = 0;
                for (int k = 1; k < scan.size(); k++) {
                    best = p[k] > p[best] ? k : best;
                }
                first[i] = best + 1;
                sum += Math.log(Math.max(1e-9, p[best]));
                digits++;
            }
        }
        return digits == 0
                ? Double.NEGATIVE_INFINITY
                : sum / digits - repeats(dev.sudoku.core.BoxShape.defaultFor(scan.size()), first);
    }

    /** Digits given more than once in a row, column or box of a reading, counted beyond the first. */
    static int repeats(dev.sudoku.core.BoxShape shape, int[] values) {
        int size = shape.size();
        int repeats = 0;
        for (int house = 0; house < 3 * size; house++) {
            boolean[] seen = new boolean[size + 1];
            for (int k = 0; k < size; k++) {
                int cell =
                        switch (house / size) {
                            case 0 -> house * size + k;
                            case 1 -> k * size + house % size;
                            default -> {
                                int box = house % size;
                                int boxesAcross = size / shape.boxCols();
                                int top = box / boxesAcross * shape.boxRows();
                                int left = box % boxesAcross * shape.boxCols();
                                yield (top + k / shape.boxCols()) * size + left + k % shape.boxCols();
                            }
                        };
                int v = values[cell];
                if (v != 0 && seen[v]) {
                    repeats++;
                }
                seen[v] = true;
            }
        }
        return repeats;
    }

    /** The grid turned a quarter clockwise: the rectified picture turned, cut again, its outline reordered. */
    private static GridScan quarterTurn(GridScan scan) {
        GrayU8 rectified = ImageMiscOps.rotateCW(scan.rectified(), null);
        Quad o = scan.outline();
        // Turning the picture clockwise brings its bottom-left corner to the top-left.
        Quad outline = new Quad(o.bottomLeft(), o.topLeft(), o.topRight(), o.bottomRight());
        return PhotoReader.cut(scan.photo(), outline, rectified, scan.size());
    }
}
