package dev.sudoku.logic;

/** A digit that may still go in a cell; the unit every elimination removes. */
public record Candidate(int cell, int digit) {
    public Candidate {
        if (cell < 0 || digit < 1) {
            throw new IllegalArgumentException("no candidate " + digit + " at cell " + cell);
        }
    }
}
