package dev.sudoku.logic;

/** A digit a step puts in a cell. */
public record Placement(int cell, int digit) {
    public Placement {
        if (cell < 0 || digit < 1) {
            throw new IllegalArgumentException("no placement " + digit + " at cell " + cell);
        }
    }
}
