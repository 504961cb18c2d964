package dev.sudoku.core.solve;

/**
 * Box-line reduction for {@link CandidateState}. A segment is where a row (or column) crosses a box: C
 * cells of a row, R cells of a column, for R x C boxes. If a digit of a segment appears nowhere else in
 * its box, it must be in that segment, so it leaves the rest of the line ("pointing"); if it appears
 * nowhere else in its line, it leaves the rest of the box ("claiming").
 *
 * <p>One pass is O(N^2): the candidates of the segments, then for each line and each box "seen once" and
 * "seen twice" masks over its segments. For a segment with candidates {@code s}, the digits in some other
 * segment of the same group are {@code twice | (once & ~s)}, so both rules are a few mask operations per
 * segment, and cells are only visited when a digit will actually be removed.
 *
 * <p>Deductions are made from the candidates at the start of the pass. Later eliminations in the same
 * pass only remove possibilities, so those deductions stay sound.
 */
final class LockedCandidates {
    private final ShapeTables tables;
    /** Candidates of row r within stack s: {@code rowSegments[r * R + s]} (R stacks). */
    private final long[] rowSegments;

    /** Candidates of column c within band b: {@code columnSegments[c * C + b]} (C bands). */
    private final long[] columnSegments;

    private final long[] lineOnce;
    private final long[] lineTwice;
    private final long[] boxOnce;
    private final long[] boxTwice;

    LockedCandidates(ShapeTables tables) {
        this.tables = tables;
        int size = tables.size;
        rowSegments = new long[size * tables.boxRows];
        columnSegments = new long[size * tables.boxCols];
        lineOnce = new long[size];
        lineTwice = new long[size];
        boxOnce = new long[size];
        boxTwice = new long[size];
    }

    /** One pass over rows, then one over columns; false when an elimination empties a cell. */
    boolean apply(CandidateState state) {
        return applyToRows(state) && applyToColumns(state);
    }

    private boolean applyToRows(CandidateState state) {
        int size = tables.size;
        int rows = tables.boxRows;
        int cols = tables.boxCols;
        java.util.Arrays.fill(boxOnce, 0);
        java.util.Arrays.fill(boxTwice, 0);
        for (int row = 0; row < size; row++) {
            long once = 0;
            long twice = 0;
            for (int stack = 0; stack < rows; stack++) {
                long segment = 0;
                for (int cell = row * size + stack * cols, end = cell + cols; cell < end; cell++) {
                    segment |= state.candidatesOf(cell);
                }
                rowSegments[row * rows + stack] = segment;
                twice |= once & segment;
                once |= segment;
                int box = (row / rows) * rows + stack;
                boxTwice[box] |= boxOnce[box] & segment;
                boxOnce[box] |= segment;
            }
            lineOnce[row] = once;
            lineTwice[row] = twice;
        }
        for (int row = 0; row < size; row++) {
            int band = row / rows;
            for (int stack = 0; stack < rows; stack++) {
                long segment = rowSegments[row * rows + stack];
                if (segment == 0) {
                    continue;
                }
                int box = band * rows + stack;
                long elsewhereInLine = lineTwice[row] | (lineOnce[row] & ~segment);
                long elsewhereInBox = boxTwice[box] | (boxOnce[box] & ~segment);
                long pointing = segment & ~elsewhereInBox & elsewhereInLine;
                if (pointing != 0) {
                    for (int col = 0; col < size; col++) {
                        if (col / cols != stack && !state.eliminate(row * size + col, pointing)) {
                            return false;
                        }
                    }
                }
                long claiming = segment & ~elsewhereInLine & elsewhereInBox;
                if (claiming != 0) {
                    for (int other = band * rows; other < band * rows + rows; other++) {
                        for (int col = stack * cols; other != row && col < stack * cols + cols; col++) {
                            if (!state.eliminate(other * size + col, claiming)) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }

    private boolean applyToColumns(CandidateState state) {
        int size = tables.size;
        int rows = tables.boxRows;
        int cols = tables.boxCols;
        java.util.Arrays.fill(boxOnce, 0);
        java.util.Arrays.fill(boxTwice, 0);
        for (int col = 0; col < size; col++) {
            long once = 0;
            long twice = 0;
            int stack = col / cols;
            for (int band = 0; band < cols; band++) {
                long segment = 0;
                for (int cell = band * rows * size + col, end = cell + rows * size; cell < end; cell += size) {
                    segment |= state.candidatesOf(cell);
                }
                columnSegments[col * cols + band] = segment;
                twice |= once & segment;
                once |= segment;
                int box = band * rows + stack;
                boxTwice[box] |= boxOnce[box] & segment;
                boxOnce[box] |= segment;
            }
            lineOnce[col] = once;
            lineTwice[col] = twice;
        }
        for (int col = 0; col < size; col++) {
            int stack = col / cols;
            for (int band = 0; band < cols; band++) {
                long segment = columnSegments[col * cols + band];
                if (segment == 0) {
                    continue;
                }
                int box = band * rows + stack;
                long elsewhereInLine = lineTwice[col] | (lineOnce[col] & ~segment);
                long elsewhereInBox = boxTwice[box] | (boxOnce[box] & ~segment);
                long pointing = segment & ~elsewhereInBox & elsewhereInLine;
                if (pointing != 0) {
                    for (int row = 0; row < size; row++) {
                        if (row / rows != band && !state.eliminate(row * size + col, pointing)) {
                            return false;
                        }
                    }
                }
                long claiming = segment & ~elsewhereInLine & elsewhereInBox;
                if (claiming != 0) {
                    for (int other = stack * cols; other < stack * cols + cols; other++) {
                        for (int row = band * rows; other != col && row < band * rows + rows; row++) {
                            if (!state.eliminate(row * size + other, claiming)) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }
}
