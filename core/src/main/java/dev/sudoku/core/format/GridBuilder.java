package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The rows of a multi-line grid collected so far.
 *
 * <p>A row with a bad cell, or a line of another row-like length, still takes its place so the rest of
 * the grid stays aligned; the grid is then reported once, at its first problem, instead of each later row
 * starting a grid of its own.
 *
 * <p>When no box shape is forced, the box shape is taken from the layout if it shows one: the cells
 * before the first inner bar {@code |} give the box width, the rows before the first inner separator line
 * give the box height. So a 6x6 grid drawn with 3x2 boxes reads back as 3x2, not as the default 2x3.
 */
final class GridBuilder {
    private final int size;
    private final int startLine;
    private final byte[] values;
    private final byte[] row;
    private int rows;
    private Entry.Malformed problem;
    private int boxWidth;
    private int boxHeight;
    private boolean barred;

    GridBuilder(int size, int startLine) {
        this.size = size;
        this.startLine = startLine;
        this.values = new byte[size * size];
        this.row = new byte[size];
    }

    int size() {
        return size;
    }

    int rows() {
        return rows;
    }

    boolean complete() {
        return rows == size;
    }

    /** Decodes and keeps the next row; returns its first bad cell, or null. */
    CellDecoder.Problem addRow(int line, Tokens cells, Symbols symbols) {
        CellDecoder.Problem bad = CellDecoder.decodeAll(cells, symbols, row);
        if (bad != null) {
            badRow(line, bad.column(), bad.message());
            return bad;
        }
        System.arraycopy(row, 0, values, rows * size, size);
        if (boxWidth == 0) {
            boxWidth = cells.boxWidth();
        }
        barred |= cells.barred();
        rows++;
        return null;
    }

    /** A line in the place of the next row that is not one; remembered if it is the first problem. */
    void badRow(int line, int column, String message) {
        if (problem == null) {
            String where = rows == 0
                    ? ""
                    : " (row " + (rows + 1) + " of the " + dimensions() + " grid starting at line " + startLine + ")";
            problem = Entry.Malformed.at(line, column, message + where);
        }
        rows++;
    }

    /** A separator line: the first one between rows tells the box height. */
    void separator() {
        if (rows > 0 && rows < size && boxHeight == 0) {
            boxHeight = rows;
        }
    }

    /** The finished grid, or its first problem. */
    Entry finish(Optional<BoxShape> forcedShape, Map<String, String> metadata) {
        if (problem != null) {
            return problem;
        }
        BoxShape shape = forcedShape.orElseGet(this::drawnShape);
        return new Entry.Puzzle(startLine, Grid.of(shape, values), Optional.empty(), OptionalLong.empty(), metadata);
    }

    /**
     * The report for a grid that stopped before its last row. {@code why} names what stopped it. A single
     * unbarred "row" is most likely a one-line puzzle of the wrong length, so when {@code puzzleSide} is known
     * it is reported as that.
     */
    Entry.Malformed cutShort(String why, int puzzleSide) {
        if (problem != null) {
            return problem;
        }
        if (rows == 1 && !barred) {
            if (puzzleSide > 0) {
                return Entry.Malformed.at(
                        startLine,
                        0,
                        size + " cells, a " + puzzleSide + "x" + puzzleSide + " puzzle needs "
                                + puzzleSide * puzzleSide);
            }
            return Entry.Malformed.at(
                    startLine,
                    0,
                    size + " cells: " + notAPuzzle() + " the first row of a " + dimensions() + " grid, as " + why);
        }
        return Entry.Malformed.at(
                startLine,
                0,
                "the " + dimensions() + " grid starting here has only " + rows + " of " + size + " rows: " + why);
    }

    /**
     * Why a line of {@code size} cells is no puzzle, up to the words that say it is no row either. Four and nine are square numbers, but a 2x2 or 3x3 grid has
     * no boxes to speak of: the smallest puzzle is 4x4, so those are too few, not the wrong shape.
     */
    private String notAPuzzle() {
        int smallest = BoxShape.MIN_SIZE * BoxShape.MIN_SIZE;
        if (size < smallest) {
            return "too few for a puzzle (the smallest, " + BoxShape.MIN_SIZE + "x" + BoxShape.MIN_SIZE + ", has "
                    + smallest + ") and not";
        }
        return "neither a puzzle (a square number of cells from " + smallest + " up, such as 81) nor";
    }

    private String dimensions() {
        return size + "x" + size;
    }

    private BoxShape drawnShape() {
        int width = boxWidth > 0 && size % boxWidth == 0 ? boxWidth : 0;
        int height = boxHeight > 0 && size % boxHeight == 0 ? boxHeight : 0;
        if (width > 0 && height > 0) {
            return width * height == size ? new BoxShape(height, width) : BoxShape.defaultFor(size);
        }
        if (width > 0) {
            return new BoxShape(size / width, width);
        }
        if (height > 0) {
            return new BoxShape(height, size / height);
        }
        return BoxShape.defaultFor(size);
    }
}
