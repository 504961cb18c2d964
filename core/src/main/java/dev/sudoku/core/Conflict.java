package dev.sudoku.core;

import java.util.List;

/**
 * A digit that appears twice in one house: the reason a puzzle is INVALID before any solving.
 *
 * @param digit the repeated digit
 * @param house where it repeats
 * @param firstCell the first occurrence (0-based index, reading order)
 * @param secondCell the second occurrence
 * @param size the grid side, to name the cells
 */
public record Conflict(int digit, House house, int firstCell, int secondCell, int size) {
    /**
     * For example: {@code digit 5 appears twice in row 1: r1c2 and r1c7}, the digit written in the default
     * symbols of the size ({@code digit A} on 16x16, as the grid writes it, not its value 10).
     */
    public String message() {
        return message(Symbols.defaultFor(size));
    }

    /** The same, the digit written in {@code symbols} (those the puzzle was read in: {@code digit 0} in hex). */
    public String message(Symbols symbols) {
        return describe(
                symbols.textOf(digit),
                house.description(),
                List.of(Cells.name(firstCell, size), Cells.name(secondCell, size)));
    }

    /**
     * The one wording of a digit given more than once in a house, wherever it is printed (solve's reason,
     * validate's line and JSON error): {@code digit 5 appears twice in row 1: r1c2 and r1c7}, {@code digit 5
     * appears 3 times in box 1: r1c1, r2c2 and r3c3}.
     *
     * @param digit the digit as the grid writes it
     * @param house the house, as {@code row 1}
     * @param cells the cells holding it (two or more), as {@code r1c2}
     */
    public static String describe(String digit, String house, List<String> cells) {
        int last = cells.size() - 1;
        String times = cells.size() == 2 ? "twice" : cells.size() + " times";
        return "digit " + digit + " appears " + times + " in " + house + ": "
                + String.join(", ", cells.subList(0, last)) + " and " + cells.get(last);
    }
}
