package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;

/**
 * The lookups of {@link CandidateState} for one box shape, flattened into plain int arrays so the hot
 * loops index one array instead of chasing an array of arrays. Immutable; built once per shape.
 */
final class ShapeTables {
    final BoxShape shape;
    final Geometry geometry;
    final int boxRows;
    final int boxCols;
    final int cellCount;

    /** The side N: digits per house, cells per house. */
    final int size;

    /** Every cell has the same number of peers: 2(N-1) in its row and column, plus the rest of its box. */
    final int peerCount;

    /** Bits 0..N-1 set: every digit. */
    final long allDigits;

    /** The peers of cell c are {@code peers[c * peerCount .. (c + 1) * peerCount - 1]}. */
    final int[] peers;

    /** The cells of house h (rows, then columns, then boxes) are {@code houseCells[h * N .. h * N + N - 1]}. */
    final int[] houseCells;

    /** The row, column and box house indices of cell c are {@code housesOfCell[3c], [3c+1], [3c+2]}. */
    final int[] housesOfCell;

    ShapeTables(BoxShape shape) {
        this.shape = shape;
        this.geometry = Geometry.of(shape);
        this.size = shape.size();
        this.boxRows = shape.boxRows();
        this.boxCols = shape.boxCols();
        this.cellCount = shape.cellCount();
        this.allDigits = size == 64 ? -1L : (1L << size) - 1;
        this.peerCount = geometry.peersOf(0).length;
        this.peers = new int[cellCount * peerCount];
        this.housesOfCell = new int[3 * cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            System.arraycopy(geometry.peersOf(cell), 0, peers, cell * peerCount, peerCount);
            int[] houses = geometry.housesOf(cell);
            System.arraycopy(houses, 0, housesOfCell, 3 * cell, 3);
        }
        this.houseCells = new int[3 * size * size];
        for (int house = 0; house < 3 * size; house++) {
            System.arraycopy(geometry.cellsOf(house), 0, houseCells, house * size, size);
        }
    }
}
