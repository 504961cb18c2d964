package dev.sudoku.logic.chains;

import java.util.ArrayList;
import java.util.List;

/**
 * The nodes of a {@link ChainGraph} while it is built, in node order: each one's digit, cells, and line
 * (the house of a group's row or column, -1 for a candidate).
 */
record NodeLists(List<Integer> digits, List<int[]> cells, List<Integer> lines) {
    NodeLists() {
        this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    }

    /** Adds a node; returns its number. */
    int add(int digit, int[] nodeCells, int line) {
        digits.add(digit);
        cells.add(nodeCells);
        lines.add(line);
        return digits.size() - 1;
    }

    int size() {
        return digits.size();
    }
}
