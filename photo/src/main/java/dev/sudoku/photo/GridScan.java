package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.util.List;

/**
 * A grid found in a photo and cut into cells, before any digit is classified.
 *
 * @param photo the decoded grey photo
 * @param outline the grid's outline in {@code photo}
 * @param rectified the grid seen square on
 * @param lines the grid lines found in {@code rectified}
 * @param cells each cell's ink, row-major
 */
public record GridScan(GrayU8 photo, Quad outline, GrayU8 rectified, GridLines lines, List<CellInk> cells) {
    public GridScan {
        cells = List.copyOf(cells);
    }

    /** The grid's side: 9 or 6. */
    public int size() {
        return lines.columns().length - 1;
    }

    /** The classifier's input for a cell that holds ink. */
    public float[] features(int cell) {
        return DigitModel.features(cells.get(cell));
    }

    /** True if the cell holds a shape the size and place of a digit. */
    public boolean hasDigit(int cell) {
        return cells.get(cell).hasDigit();
    }
}
