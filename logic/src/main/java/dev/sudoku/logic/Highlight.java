package dev.sudoku.logic;

import java.util.Objects;

/**
 * A cell, or one candidate of it, that a step wants shown.
 *
 * @param digit the candidate's digit, or 0 to highlight the whole cell
 */
public record Highlight(int cell, int digit, Role role) {
    public Highlight {
        Objects.requireNonNull(role, "role");
        if (cell < 0 || digit < 0) {
            throw new IllegalArgumentException("no highlight for digit " + digit + " at cell " + cell);
        }
    }
}
