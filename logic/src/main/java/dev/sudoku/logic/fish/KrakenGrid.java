package dev.sudoku.logic.fish;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.singledigit.ChainSteps;

/**
 * The grid a Kraken fish is checked on: its houses, candidates and sight. A classic grid's ({@link
 * #of(CandidateGrid)}) or a rule set's, whose houses include its extra ones and whose sight its cages.
 */
public interface KrakenGrid {
    /** N: the digits, and the cells of a house. */
    int size();

    int cellCount();

    /** The cells of a house; shared, not to be changed. */
    int[] cellsOf(int house);

    /** The houses of a cell; shared, not to be changed. */
    int[] housesOf(int cell);

    /** Whether the digit is a candidate of the cell. */
    boolean has(int cell, int digit);

    /** Whether two different cells cannot hold the same digit. */
    boolean sees(int cell, int other);

    /** A classic grid: rows, columns and boxes, as its geometry numbers them. */
    static KrakenGrid of(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int n = grid.size();
        // Read for every place of every cover set a fish offers: made once, not once a call.
        int[][] housesOfCell = new int[grid.cellCount()][];
        for (int cell = 0; cell < housesOfCell.length; cell++) {
            housesOfCell[cell] = new int[] {geometry.row(cell), n + geometry.col(cell), 2 * n + geometry.box(cell)};
        }
        return new KrakenGrid() {
            @Override
            public int size() {
                return n;
            }

            @Override
            public int cellCount() {
                return grid.cellCount();
            }

            @Override
            public int[] cellsOf(int house) {
                return geometry.cellsOf(house);
            }

            @Override
            public int[] housesOf(int cell) {
                return housesOfCell[cell];
            }

            @Override
            public boolean has(int cell, int digit) {
                return grid.has(cell, digit);
            }

            @Override
            public boolean sees(int cell, int other) {
                return ChainSteps.sees(geometry, cell, other);
            }
        };
    }
}
