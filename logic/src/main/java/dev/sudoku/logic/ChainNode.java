package dev.sudoku.logic;

import java.util.List;

/**
 * One end of a link in a chain: a digit in one cell, or in a group of cells of one house that act
 * together (the box part of an empty rectangle, the grouped nodes of grouped chains).
 */
public record ChainNode(List<Integer> cells, int digit) {
    public ChainNode {
        cells = List.copyOf(cells);
        if (cells.isEmpty() || digit < 1) {
            throw new IllegalArgumentException("a chain node needs cells and a digit, got " + cells + " / " + digit);
        }
    }

    /** A node of one candidate. */
    public static ChainNode of(int cell, int digit) {
        return new ChainNode(List.of(cell), digit);
    }
}
