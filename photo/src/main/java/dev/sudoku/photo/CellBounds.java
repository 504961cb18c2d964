package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;

/**
 * Where each cell's borders lie, line by line and band by band: a page that curls or an outline a little
 * off bends the printed lines, so a line's place is looked for again within each row band (for a
 * vertical line) or column band (for a horizontal one), near where {@link GridLines} put it. Where the
 * band shows no clear line (a dotted or faint one), the whole-grid position stands.
 */
final class CellBounds {
    /** How far from the whole-grid position a band's line is looked for, as a share of a cell. */
    private static final double SEARCH = 0.25;
    /**
     * The share of the band's length over which a line's three-pixel strip must hold ink to count: a
     * line crosses the whole band, a digit's stroke never more than three quarters of it.
     */
    private static final double STRONG_SHARE = 0.85;

    private CellBounds() {}

    /** Per cell (row-major) its left, top, right and bottom, in rectified pixels. */
    static int[][] of(GrayU8 ink, GridLines lines, int size) {
        int[][] vertical = new int[size + 1][size]; // [line][row band]
        int[][] horizontal = new int[size + 1][size]; // [line][column band]
        for (int k = 0; k <= size; k++) {
            for (int band = 0; band < size; band++) {
                vertical[k][band] =
                        refine(ink, lines.columns()[k], lines.rows()[band], lines.rows()[band + 1], true, size);
                horizontal[k][band] =
                        refine(ink, lines.rows()[k], lines.columns()[band], lines.columns()[band + 1], false, size);
            }
        }
        int[][] bounds = new int[size * size][];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                bounds[r * size + c] =
                        new int[] {vertical[c][r], horizontal[r][c], vertical[c + 1][r], horizontal[r + 1][c]};
            }
        }
        return bounds;
    }

    /** The line's position within one band: the strip inked along most of the band near {@code at}, if any. */
    private static int refine(GrayU8 ink, int at, int from, int to, boolean vertical, int size) {
        int reach = (int) Math.round(Rectifier.SIDE / (double) size * SEARCH);
        int limit = vertical ? ink.width : ink.height;
        int lo = Math.max(1, at - reach);
        int hi = Math.min(limit - 2, at + reach);
        int best = at;
        int bestInk = -1;
        for (int p = lo; p <= hi; p++) {
            int sum = 0;
            for (int q = from; q < to; q++) {
                boolean inked = false;
                for (int d = -1; d <= 1; d++) {
                    inked |= (vertical ? ink.unsafe_get(p + d, q) : ink.unsafe_get(q, p + d)) != 0;
                }
                sum += inked ? 1 : 0;
            }
            // Ties go to the place nearest the whole-grid line.
            if (sum > bestInk || sum == bestInk && Math.abs(p - at) < Math.abs(best - at)) {
                best = p;
                bestInk = sum;
            }
        }
        return bestInk >= STRONG_SHARE * (to - from) ? best : at;
    }
}
