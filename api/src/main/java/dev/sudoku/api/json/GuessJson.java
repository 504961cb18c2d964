package dev.sudoku.api.json;

import java.util.List;
import java.util.Objects;

/**
 * One guess of the guess log ({@code trace} of {@code solve --trace}).
 *
 * @param guess the guess number, from 1
 * @param parent the number of the guess it was made under, null for none
 * @param cell the cell, as {@code r1c1}
 * @param value the digit tried, in the grid's symbols
 * @param candidates the cell's candidates when the guess was made, in the grid's symbols
 * @param outcome {@code KEPT}, {@code CONTRADICTION} or {@code ABANDONED}
 */
public record GuessJson(int guess, Integer parent, String cell, String value, List<String> candidates, String outcome) {
    public GuessJson {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(value, "value");
        candidates = List.copyOf(candidates);
        Objects.requireNonNull(outcome, "outcome");
    }
}
