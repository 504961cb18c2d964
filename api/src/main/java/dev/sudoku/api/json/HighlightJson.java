package dev.sudoku.api.json;

import java.util.Objects;

/**
 * One highlighted cell or candidate of a step ({@code highlights} of a step object).
 *
 * @param cell the cell, as {@code r1c1}
 * @param digit the candidate's digit in the grid's symbols, or null when the whole cell is meant
 * @param role what it does in the step, lower case: {@code defining}, {@code eliminated}, {@code placed},
 *     {@code fin}, {@code pivot}, {@code pincer}, {@code strong_link}, {@code weak_link}
 */
public record HighlightJson(String cell, String digit, String role) {
    public HighlightJson {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(role, "role");
    }
}
