package dev.sudoku.api.json;

import dev.sudoku.core.Conflict;
import java.util.List;
import java.util.Objects;

/**
 * A digit given more than once in one house ({@code conflicts} of validate).
 *
 * @param digit the digit, in the grid's symbols
 * @param house the house, as {@code row 3}, {@code column 7} or {@code box 5}
 * @param cells every cell of the house holding the digit, as {@code r3c1}, in reading order
 */
public record ConflictJson(String digit, String house, List<String> cells) {
    public ConflictJson {
        Objects.requireNonNull(digit, "digit");
        Objects.requireNonNull(house, "house");
        cells = List.copyOf(cells);
    }

    /** In words, as every command writes a repeated given: {@code digit 4 appears twice in row 1: r1c1 and r1c2}. */
    public String message() {
        return Conflict.describe(digit, house, cells);
    }
}
