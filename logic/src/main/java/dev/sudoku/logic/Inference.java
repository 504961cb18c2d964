package dev.sudoku.logic;

/** One node of a forcing chain: a digit asserted in ({@code on}) or excluded from a cell. */
public record Inference(int cell, int digit, boolean on) {
    public Inference {
        if (cell < 0 || digit < 1) {
            throw new IllegalArgumentException("no inference for digit " + digit + " at cell " + cell);
        }
    }
}
