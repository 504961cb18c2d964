package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.util.Arrays;

/**
 * The positions of a rectified grid's lines, found in the picture rather than assumed: near each place
 * where equal division puts a line, the column (or row) with the most ink wins. Thick box lines, thin cell
 * lines and an outline found a few pixels off all end up on the printed line, so a cell is cut where the
 * paper's cell is.
 *
 * @param columns the x of each vertical line, left to right, {@code size + 1} of them
 * @param rows the y of each horizontal line, top to bottom
 * @param strengths each line's evidence, 0..1, the mean of its vertical and horizontal line's: the ink on
 *     it relative to a printed line's, less for a line found off its equal-division place
 * @param score how much the picture looks like a grid, 0..1: the mean over the lines of the ink found on
 *     each (relative to a printed line's), low for a panel of text or a picture that only has a frame
 * @param clutter how much ink lies between the lines, 0..1: the median column's (or row's, the larger) ink
 *     relative to the mean line's. A grid's cells hold at most a digit each, so most columns miss the
 *     digits and it stays low (under 0.2); a framed panel of text inks every column about as much as its
 *     lines, and its score alone can pass for a grid's
 * @param innerShown how clearly the lines between the outer two show, 0..1: the mean strength of those
 *     lines, in the weaker of the two directions; compared with other divisions' by {@link GridPattern}
 */
record GridLines(int[] columns, int[] rows, double[] strengths, double score, double clutter, double innerShown) {
    /**
     * How far from the equal-division place a line is looked for, as a share of a cell. Looking for the
     * outer lines farther (0.55 of a cell, in a margin twice as wide), to catch an outline that stops
     * short of the last row, was tried: outer lines moved onto the print beside the grid and exact
     * recovery fell from 98.5% to 96.2% on the training photos and from 96.7% to 86.7% on the held-out.
     */
    private static final double SEARCH = 0.3;
    /** The share of the grid's side a line's three-pixel band must ink to count as found. */
    private static final double STRONG_SHARE = 0.6;

    /** The mean strength of the lines whose index is not a multiple of {@code step}. */
    double strengthBetween(int step) {
        double sum = 0;
        int count = 0;
        for (int k = 0; k < strengths.length; k++) {
            if (k % step != 0) {
                sum += strengths[k];
                count++;
            }
        }
        return count == 0 ? 0 : sum / count;
    }

    static GridLines find(GrayU8 ink, int size) {
        int lo = Rectifier.MARGIN;
        int hi = Rectifier.MARGIN + Rectifier.SIDE;
        int[] columnInk = new int[ink.width];
        int[] rowInk = new int[ink.height];
        for (int y = lo; y < hi; y++) {
            for (int x = lo; x < hi; x++) {
                if (ink.unsafe_get(x, y) != 0) {
                    columnInk[x]++;
                    rowInk[y]++;
                }
            }
        }
        double[] columnStrength = new double[size + 1];
        double[] rowStrength = new double[size + 1];
        int[] columns = lines(columnInk, size, columnStrength);
        int[] rows = lines(rowInk, size, rowStrength);
        double[] strength = new double[size + 1];
        double total = 0;
        for (int k = 0; k <= size; k++) {
            strength[k] = (columnStrength[k] + rowStrength[k]) / 2;
            total += strength[k];
        }
        double clutter = Math.max(clutter(columnInk, columns), clutter(rowInk, rows));
        double innerShown = Math.min(inner(columnStrength), inner(rowStrength));
        return new GridLines(columns, rows, strength, total / (size + 1), clutter, innerShown);
    }

    /** The mean strength of the lines between the outer two. */
    private static double inner(double[] strength) {
        double sum = 0;
        for (int k = 1; k < strength.length - 1; k++) {
            sum += strength[k];
        }
        return sum / (strength.length - 2);
    }

    /** The median ink over the grid's columns (or rows) relative to the mean ink on its lines. */
    private static double clutter(int[] profile, int[] lines) {
        int[] inside = new int[Rectifier.SIDE];
        for (int p = 0; p < inside.length; p++) {
            inside[p] = smoothed(profile, Rectifier.MARGIN + p);
        }
        Arrays.sort(inside);
        double onLines = 0;
        for (int line : lines) {
            onLines += smoothed(profile, line);
        }
        onLines /= lines.length;
        return Math.min(1.0, inside[inside.length / 2] / Math.max(1.0, onLines));
    }

    private static int[] lines(int[] profile, int size, double[] strength) {
        double cell = Rectifier.SIDE / (double) size;
        int reach = (int) Math.round(cell * SEARCH);
        // A printed line crosses most of the grid; a row of digits never inks more than a fifth of it.
        int strong = (int) (Rectifier.SIDE * STRONG_SHARE);
        int[] lines = new int[size + 1];
        boolean[] found = new boolean[size + 1];
        for (int k = 0; k <= size; k++) {
            int expected = (int) Math.round(Rectifier.MARGIN + k * cell);
            int best = expected;
            for (int p = Math.max(0, expected - reach); p <= Math.min(profile.length - 1, expected + reach); p++) {
                if (smoothed(profile, p) > smoothed(profile, best)) {
                    best = p;
                }
            }
            lines[k] = best;
            found[k] = smoothed(profile, best) >= strong;
            // A line found off its equal-division place counts less: a wrong outline puts most lines off.
            double offset = Math.abs(best - expected) / (double) (reach + 1);
            strength[k] += Math.min(1.0, smoothed(profile, best) / (double) strong) * (1 - offset / 2);
        }
        interpolateWeak(lines, found, cell);
        // Inside the picture and in order, whatever was found: every cell keeps at least two pixels.
        for (int k = 0; k < lines.length; k++) {
            int lowest = k == 0 ? 0 : lines[k - 1] + 2;
            lines[k] = Math.max(lowest, Math.min(profile.length - 1 - 2 * (lines.length - 1 - k), lines[k]));
        }
        return lines;
    }

    /** A line too faint to find is placed between the nearest lines found on either side, evenly. */
    private static void interpolateWeak(int[] lines, boolean[] found, double cell) {
        for (int k = 0; k < lines.length; k++) {
            if (found[k]) {
                continue;
            }
            int before = k - 1;
            while (before >= 0 && !found[before]) {
                before--;
            }
            int after = k + 1;
            while (after < lines.length && !found[after]) {
                after++;
            }
            double position;
            if (before >= 0 && after < lines.length) {
                position = lines[before] + (lines[after] - lines[before]) * (k - before) / (double) (after - before);
            } else if (before >= 0) {
                position = lines[before] + (k - before) * cell;
            } else if (after < lines.length) {
                position = lines[after] - (after - k) * cell;
            } else {
                position = Rectifier.MARGIN + k * cell;
            }
            lines[k] = (int) Math.round(position);
        }
    }

    private static int smoothed(int[] profile, int p) {
        int sum = 0;
        for (int d = -1; d <= 1; d++) {
            int q = p + d;
            if (q >= 0 && q < profile.length) {
                sum += profile[q];
            }
        }
        return sum;
    }
}
