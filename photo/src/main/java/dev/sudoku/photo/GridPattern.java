package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;

/**
 * Whether an outline that passed the grid-line score holds a Sudoku grid rather than some other ruled
 * picture: a chessboard, a table, a grid of another size.
 *
 * <p>Measured on the 160 newspaper photos (the grid read) and on pictures with no Sudoku grid in them (a
 * chessboard, an empty 4x4 grid, a 7x5 calendar, a row of circles with text):
 *
 * <ul>
 *   <li>{@link GridLines#clutter}: the photos' grids measure 0.38 at most; a chessboard, whose squares ink
 *       every column alike, 0.97, and a strip of circles with text 0.78 and up.
 *   <li>lines where another division puts them (4, 5, 7 or 8 cells a side): in the photos the inner lines
 *       of the size read show at least as clearly as those of any other division, less 0.07 at worst; an
 *       empty 4x4 grid shows its own lines 0.53 more clearly than a 9x9 grid's, a 16x16 grid 0.25.
 * </ul>
 *
 * A table far from square (the calendar) is refused earlier, by its outline ({@link QuadFit#plausible}).
 */
final class GridPattern {
    /** The most clutter a grid holds; the photos' grids measure 0.38 at most, a chessboard 0.97. */
    static final double MAX_CLUTTER = 0.6;
    /** How much more clearly another division's inner lines may show than those of the size read. */
    static final double OTHER_DIVISION_MARGIN = 0.2;

    private static final int[] OTHER_DIVISIONS = {4, 5, 7, 8};

    private GridPattern() {}

    /** True if {@code lines}, found in {@code ink}, are those of a Sudoku grid of their size. */
    static boolean isSudokuGrid(GrayU8 ink, GridLines lines) {
        if (lines.clutter() > MAX_CLUTTER) {
            return false;
        }
        for (int division : OTHER_DIVISIONS) {
            if (GridLines.find(ink, division).innerShown() > lines.innerShown() + OTHER_DIVISION_MARGIN) {
                return false;
            }
        }
        return true;
    }
}
