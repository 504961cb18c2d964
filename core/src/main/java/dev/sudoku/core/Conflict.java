package dev.sudoku.core;

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
    /** For example: {@code digit 5 appears twice in row 1: r1c2 and r1c7}. */
    public String message() {
        return "digit " + digit + " appears twice in " + house.description() + ": " + Cells.name(firstCell, size)
                + " and " + Cells.name(secondCell, size);
    }
}
