package dev.sudoku.print;

import dev.sudoku.core.BoxShape;

/**
 * Cell and box lines of one grid of any box shape inside a square: N x N equal cells, a thin line between
 * neighbouring cells and a thick one on box edges (every {@code boxRows} rows, every {@code boxCols}
 * columns) and around the grid. Rows are counted from the top, as players read them.
 *
 * @param square where the grid goes
 * @param shape the box shape, which decides the side N and where the thick lines fall
 */
public record GridGeometry(Rect square, BoxShape shape) {
    public int size() {
        return shape.size();
    }

    /** The side of one cell. */
    public float cell() {
        return square.width() / shape.size();
    }

    /** The x of the vertical line left of column {@code i} (0..N; N is the right edge). */
    public float lineX(int i) {
        return square.x() + i * cell();
    }

    /** The y of the horizontal line above row {@code i} (0..N; N is the bottom edge). */
    public float lineY(int i) {
        return square.top() - i * cell();
    }

    /** Whether the vertical line left of column {@code i} is a box edge (thick). */
    public boolean thickVertical(int i) {
        return i % shape.boxCols() == 0;
    }

    /** Whether the horizontal line above row {@code i} is a box edge (thick). */
    public boolean thickHorizontal(int i) {
        return i % shape.boxRows() == 0;
    }

    /** The centre of the cell at 0-based {@code row}, {@code col}, as {x, y}. */
    public float[] centre(int row, int col) {
        return new float[] {lineX(col) + cell() / 2, lineY(row) - cell() / 2};
    }

    /** The bounds of the cell at 0-based {@code row}, {@code col}. */
    public Rect cellRect(int row, int col) {
        return new Rect(lineX(col), lineY(row + 1), cell(), cell());
    }
}
