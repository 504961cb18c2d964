package dev.sudoku.logic.templates;

import java.util.Arrays;

/**
 * The templates of one digit that fit a position: each a set of cells as two words (cell c is bit c % 64
 * of word c / 64, as in {@link dev.sudoku.logic.CellBits}). Working state of one search, never shared.
 *
 * <p>Found row by row: each row takes one of its allowed columns not yet taken whose box is not yet
 * taken, and a branch ends as soon as a column or box still empty has no later row that may fill it. So
 * the search visits the fitting templates and few dead ends, instead of filtering all of a shape's
 * templates (46,656 on 9x9) against the grid: late in a solve a digit keeps tens to hundreds.
 */
final class DigitTemplates {
    private long[] words = new long[64];
    private int count;

    private DigitTemplates() {}

    /**
     * The templates whose cell in each row is among that row's {@code allowed} columns (bit j for column
     * j): the cells where the digit is a candidate or placed.
     */
    static DigitTemplates fitting(TemplateShape shape, long[] allowed) {
        DigitTemplates found = new DigitTemplates();
        new Search(shape, allowed, found).row(0, 0, 0, 0, 0);
        return found;
    }

    int count() {
        return count;
    }

    /** The cells every template uses, into {@code into[0..1]}; all cells when there is none. */
    void common(long[] into) {
        long lo = -1;
        long hi = -1;
        for (int i = 0; i < 2 * count; i += 2) {
            lo &= words[i];
            hi &= words[i + 1];
        }
        into[0] = lo;
        into[1] = hi;
    }

    /** The cells some template uses, into {@code into[0..1]}. */
    void union(long[] into) {
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < 2 * count; i += 2) {
            lo |= words[i];
            hi |= words[i + 1];
        }
        into[0] = lo;
        into[1] = hi;
    }

    /** Drops the templates that use a cell of {@code lo, hi}; returns how many were dropped. */
    int removeMeeting(long lo, long hi) {
        int kept = 0;
        for (int i = 0; i < 2 * count; i += 2) {
            if ((words[i] & lo) == 0 && (words[i + 1] & hi) == 0) {
                words[2 * kept] = words[i];
                words[2 * kept + 1] = words[i + 1];
                kept++;
            }
        }
        int dropped = count - kept;
        count = kept;
        return dropped;
    }

    private void add(long lo, long hi) {
        if (2 * count == words.length) {
            words = Arrays.copyOf(words, 2 * words.length);
        }
        words[2 * count] = lo;
        words[2 * count + 1] = hi;
        count++;
    }

    /** The row-by-row backtracking, with what each row may still reach precomputed for the pruning. */
    private static final class Search {
        private final TemplateShape shape;
        private final long[] allowed;
        private final DigitTemplates out;
        /** At index i, the columns some row from i on allows; the last of its N + 1 entries is empty. */
        private final long[] laterColumns;
        /** At index i, the boxes some row from i on may reach. */
        private final long[] laterBoxes;
        /** N columns, and as many boxes: one mask for both. */
        private final long all;

        private final long stackMask;

        Search(TemplateShape shape, long[] allowed, DigitTemplates out) {
            this.shape = shape;
            this.allowed = allowed;
            this.out = out;
            int size = shape.size;
            all = (1L << size) - 1;
            stackMask = (1L << shape.stacks) - 1;
            laterColumns = new long[size + 1];
            laterBoxes = new long[size + 1];
            for (int row = size - 1; row >= 0; row--) {
                long boxes = 0;
                int band = row / shape.boxRows;
                for (long rest = allowed[row]; rest != 0; rest &= rest - 1) {
                    boxes |= 1L << (band * shape.stacks + shape.stackOf[Long.numberOfTrailingZeros(rest)]);
                }
                laterColumns[row] = laterColumns[row + 1] | allowed[row];
                laterBoxes[row] = laterBoxes[row + 1] | boxes;
            }
        }

        void row(int row, long columns, long boxes, long lo, long hi) {
            int size = shape.size;
            if (row == size) {
                out.add(lo, hi);
                return;
            }
            int band = row / shape.boxRows;
            int firstBox = band * shape.stacks;
            long bandStacks = (boxes >>> firstBox) & stackMask;
            long options = allowed[row] & ~columns & ~shape.stackColumns[(int) bandStacks];
            // Columns and boxes no later row can fill: this row's choice must fill them.
            long openColumns = all & ~laterColumns[row + 1];
            long openBoxes = all & ~laterBoxes[row + 1];
            for (; options != 0; options &= options - 1) {
                int col = Long.numberOfTrailingZeros(options);
                long nowColumns = columns | 1L << col;
                long nowBoxes = boxes | 1L << (firstBox + shape.stackOf[col]);
                if ((openColumns & ~nowColumns) != 0 || (openBoxes & ~nowBoxes) != 0) {
                    continue;
                }
                int cell = row * size + col;
                if (cell < 64) {
                    row(row + 1, nowColumns, nowBoxes, lo | 1L << cell, hi);
                } else {
                    row(row + 1, nowColumns, nowBoxes, lo, hi | 1L << (cell - 64));
                }
            }
        }
    }
}
