package dev.sudoku.core.rules;

import java.util.Arrays;
import java.util.Objects;

/**
 * A house of a rule set: a group of cells that holds every digit exactly once. Rows, columns and boxes
 * are houses, and so are a jigsaw's irregular regions, X-Sudoku's two diagonals and Windoku's four
 * windows.
 *
 * @param name how a person reads it: "row 1", "region B", "main diagonal", "window 2"
 * @param cells the cell indices of the rule set, as many as there are digits
 */
public record RuleHouse(String name, int[] cells) {
    public RuleHouse {
        Objects.requireNonNull(name, "name");
        cells = cells.clone();
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    int cell(int slot) {
        return cells[slot];
    }

    int size() {
        return cells.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RuleHouse house && name.equals(house.name) && Arrays.equals(cells, house.cells);
    }

    @Override
    public int hashCode() {
        return 31 * name.hashCode() + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return name + Arrays.toString(cells);
    }
}
