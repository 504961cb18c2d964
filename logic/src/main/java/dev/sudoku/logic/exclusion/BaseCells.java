package dev.sudoku.logic.exclusion;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The cells an aligned exclusion may start from, with their excluders (SE rating spec §3.13): every cell
 * with at least two candidates, row by row, that has no peer with a single candidate and at least one
 * excluder, a peer with 2 to {@code degree} candidates. Excluders are listed in {@link PeerOrder}.
 *
 * <p>Cost: O(cells x 3N) to build.
 */
final class BaseCells {
    private final int[] cells;
    private final int[][] excluders;
    /** For each grid cell, its index in {@link #cells}, or -1 when it is not a base cell. */
    private final int[] index;

    private BaseCells(int[] cells, int[][] excluders, int[] index) {
        this.cells = cells;
        this.excluders = excluders;
        this.index = index;
    }

    static BaseCells of(CandidateGrid grid, int degree) {
        List<Integer> cells = new ArrayList<>();
        List<int[]> excluders = new ArrayList<>();
        int[] index = new int[grid.cellCount()];
        Arrays.fill(index, -1);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Masks.count(grid.candidates(cell)) < 2) {
                continue;
            }
            int[] peers = PeerOrder.of(grid.geometry(), cell);
            int count = 0;
            boolean nakedSingle = false;
            for (int peer : peers) {
                int size = Masks.count(grid.candidates(peer));
                nakedSingle |= size == 1;
                if (size >= 2 && size <= degree) {
                    peers[count++] = peer;
                }
            }
            if (!nakedSingle && count > 0) {
                index[cell] = cells.size();
                cells.add(cell);
                excluders.add(Arrays.copyOf(peers, count));
            }
        }
        return new BaseCells(
                cells.stream().mapToInt(Integer::intValue).toArray(), excluders.toArray(int[][]::new), index);
    }

    int count() {
        return cells.length;
    }

    /** The grid cell of base cell {@code i}. */
    int cell(int i) {
        return cells[i];
    }

    /** The excluders of base cell {@code i}, in peer order; do not modify. */
    int[] excluders(int i) {
        return excluders[i];
    }

    /** The base-cell index of a grid cell, or -1. */
    int indexOf(int cell) {
        return index[cell];
    }
}
