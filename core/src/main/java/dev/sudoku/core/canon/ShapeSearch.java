package dev.sudoku.core.canon;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import java.util.Arrays;

/**
 * The canonical-form search for one box shape, level by level: level k keeps every node whose first k
 * image rows equal the least k rows reachable, so after N levels every node left shows the least image.
 * Scratch arrays are sized once per shape; a search allocates little beyond its result.
 */
final class ShapeSearch {
    private final BoxShape shape;
    private final int size;
    private final int boxRows;
    private final int boxCols;
    private final int stacks;
    /** The puzzle and, for square boxes, its transpose: rows are read from these. */
    private final int[][] grids = new int[2][];
    /** Bit c of {@code rowDigits[t][r]}: working row r of grid t holds a digit in column c. */
    private final long[][] rowDigits;
    /** The least image so far: rows 0..k-1 once level k starts. */
    private final int[] image;
    /** A node's candidate rows and the leading zeros of their least images. */
    private final int[] candidates;

    private final int[] candidateZeros;
    /** Scratch for reading the puzzle. */
    private final byte[] cells;

    private final long[] seenInColumn;
    private final NodeList pool = new NodeList();
    private final RowBlocks blocks;
    private final RowWalk walk;
    private NodeList nodes = new NodeList();

    ShapeSearch(BoxShape shape) {
        this.shape = shape;
        size = shape.size();
        boxRows = shape.boxRows();
        boxCols = shape.boxCols();
        stacks = size / boxCols;
        grids[0] = new int[size * size];
        grids[1] = new int[size * size];
        rowDigits = new long[2][size];
        image = new int[size * size];
        candidates = new int[size];
        candidateZeros = new int[size];
        cells = new byte[size * size];
        seenInColumn = new long[size];
        blocks = new RowBlocks(size, boxCols);
        walk = new RowWalk(size, boxCols, image, pool, blocks);
    }

    Canonical canonical(Grid puzzle) {
        load(puzzle);
        boolean transposes = boxRows == boxCols && !Arrays.equals(grids[0], grids[1]);
        nodes.moveAllTo(pool);
        for (int t = 0; t < (transposes ? 2 : 1); t++) {
            SearchState root = obtain();
            root.reset(boxCols, t == 1);
            nodes.add(root);
        }
        for (int k = 0; k < size; k++) {
            walk.beginLevel(k);
            for (int i = 0; i < nodes.size(); i++) {
                placeEachCandidate(nodes.get(i), k);
            }
            System.arraycopy(walk.bestRow(), 0, image, k * size, size);
            nodes = walk.endLevel(nodes);
        }
        GridSymmetry toForm = symmetryOf(nodes.get(0));
        Grid form = toForm.apply(puzzle);
        assert Arrays.equals(form.toArray(), image) : "search image differs from the applied symmetry";
        return new Canonical(form, toForm);
    }

    /**
     * Places each row that may become image row k of {@code node}: inside a band the node's band's unused
     * rows, at a band start the rows of every unused band. Interchangeable choices are tried once: of the
     * unused empty rows of a band only the first, of the unused empty bands only the first (swapping two
     * empty rows, or two empty bands, maps the puzzle to itself, so both choices lead to the same images).
     */
    private void placeEachCandidate(SearchState node, int k) {
        int t = node.transposed ? 1 : 0;
        long[] digits = rowDigits[t];
        long used = node.usedRows;
        int count = 0;
        if (k % boxRows != 0) {
            count = collectBand(node.data[node.rowAt + k - 1] / boxRows, digits, used, 0);
        } else {
            boolean emptyBandTried = false;
            for (int band = 0; band < size / boxRows; band++) {
                if ((used & (1L << band * boxRows)) != 0) {
                    continue;
                }
                if (isEmptyBand(digits, band)) {
                    if (emptyBandTried) {
                        continue;
                    }
                    emptyBandTried = true;
                }
                count = collectBand(band, digits, used, count);
            }
        }
        // Most leading zeros first: the best row tends to come early and cut the others before they start.
        for (int i = 0; i < count; i++) {
            candidateZeros[i] = blocks.leadingZeros(node, digits[candidates[i]]);
            for (int j = i; j > 0 && candidateZeros[j] > candidateZeros[j - 1]; j--) {
                swap(candidates, j, j - 1);
                swap(candidateZeros, j, j - 1);
            }
        }
        for (int i = 0; i < count; i++) {
            if (walk.mayTie(candidateZeros[i])) {
                walk.place(node, grids[t], digits[candidates[i]], candidates[i]);
            }
        }
    }

    /** Adds the band's unused rows to the candidates, of its unused empty rows only the first. */
    private int collectBand(int band, long[] digits, long used, int count) {
        boolean emptyRowTried = false;
        for (int row = band * boxRows; row < (band + 1) * boxRows; row++) {
            if ((used & (1L << row)) != 0) {
                continue;
            }
            if (digits[row] == 0) {
                if (emptyRowTried) {
                    continue;
                }
                emptyRowTried = true;
            }
            candidates[count++] = row;
        }
        return count;
    }

    private static void swap(int[] values, int i, int j) {
        int t = values[i];
        values[i] = values[j];
        values[j] = t;
    }

    private boolean isEmptyBand(long[] digits, int band) {
        for (int row = band * boxRows; row < (band + 1) * boxRows; row++) {
            if (digits[row] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Copies the puzzle (and its transpose) in; rejects a digit repeated in a row or a column. */
    private void load(Grid puzzle) {
        puzzle.copyTo(cells);
        int[] grid = grids[0];
        int[] transposed = grids[1];
        long[] byRow = rowDigits[0];
        long[] byColumn = rowDigits[1];
        Arrays.fill(byColumn, 0);
        Arrays.fill(seenInColumn, 0);
        for (int r = 0, cell = 0; r < size; r++) {
            long seenInRow = 0;
            long rowMask = 0;
            for (int c = 0; c < size; c++, cell++) {
                int value = cells[cell];
                grid[cell] = value;
                transposed[c * size + r] = value;
                if (value != 0) {
                    long bit = 1L << (value - 1);
                    if (((seenInRow | seenInColumn[c]) & bit) != 0) {
                        throw new IllegalArgumentException("digit " + value + " at " + Cells.name(cell, size)
                                + " repeats in its row or column; a canonical form needs each digit at most"
                                + " once per row and column");
                    }
                    seenInRow |= bit;
                    seenInColumn[c] |= bit;
                    rowMask |= 1L << c;
                    byColumn[c] |= 1L << r;
                }
            }
            byRow[r] = rowMask;
        }
    }

    /** The group element of a final node; digits it never had to label take the labels left, in order. */
    private GridSymmetry symmetryOf(SearchState node) {
        int[] data = node.data;
        int[] rowOrder = Arrays.copyOfRange(data, node.rowAt, node.rowAt + size);
        int[] colOrder = new int[size];
        for (int g = 0; g < stacks; g++) {
            int stack = data[node.slotStack + g];
            System.arraycopy(data, stack * boxCols, colOrder, g * boxCols, boxCols);
        }
        int[] digitMap = new int[size + 1];
        boolean[] taken = new boolean[size + 2];
        for (int digit = 1; digit <= size; digit++) {
            int label = data[node.label + digit];
            int home = data[node.home + digit] - 1;
            if (label == 0 && home >= 0) {
                int position = data[node.slotOf + home / boxCols] * boxCols + data[node.offsetOf + home];
                label = image[data[node.homeRow + digit] * size + position];
            }
            digitMap[digit] = label;
            taken[label] = true;
        }
        int free = 1;
        for (int digit = 1; digit <= size; digit++) {
            if (digitMap[digit] == 0) {
                while (taken[free]) {
                    free++;
                }
                digitMap[digit] = free++;
            }
        }
        return new GridSymmetry(shape, node.transposed, rowOrder, colOrder, digitMap);
    }

    private SearchState obtain() {
        SearchState node = pool.pop();
        return node == null ? new SearchState(size, stacks) : node;
    }
}
