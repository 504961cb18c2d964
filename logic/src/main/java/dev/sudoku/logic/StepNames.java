package dev.sudoku.logic;

import dev.sudoku.core.Cells;
import dev.sudoku.core.House;

/**
 * How step texts name cells and houses: {@code r2c7} and {@code b3} on a classic grid; a rule set gives its
 * own (a samurai's cells by their place on its picture, a jigsaw's regions by their letters), so one
 * notation serves every grid.
 */
public interface StepNames {
    /** A cell: {@code r2c7}. */
    String cell(int cell);

    /** A house: {@code r3}, {@code c4}, {@code b7}. */
    String house(int house);

    /** The 0-based row of a cell, for group nodes written {@code r1c23}. */
    int row(int cell);

    /** The 0-based column of a cell. */
    int col(int cell);

    /** True when every row and column number is one character, so a group in one line can be run together. */
    boolean shortLines();

    /** The names on a classic grid of side {@code size}. */
    static StepNames classic(int size) {
        return new StepNames() {
            @Override
            public String cell(int cell) {
                return Cells.name(cell, size);
            }

            @Override
            public String house(int house) {
                return House.ofIndex(house, size).name();
            }

            @Override
            public int row(int cell) {
                return cell / size;
            }

            @Override
            public int col(int cell) {
                return cell % size;
            }

            @Override
            public boolean shortLines() {
                return size <= 9;
            }
        };
    }
}
