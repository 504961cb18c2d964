package dev.sudoku.logic.classic;

import dev.sudoku.core.Cells;
import dev.sudoku.core.House;
import dev.sudoku.core.Symbols;
import java.util.Objects;

/**
 * Why a position cannot lead to a solution.
 *
 * @param kind what went wrong
 * @param cell the cell concerned (0-based), or -1 when the fault is a house's
 * @param house the house concerned (0..3N-1), or -1 when the fault is a cell's
 * @param digit the digit concerned, or 0 when none
 */
public record Contradiction(Kind kind, int cell, int house, int digit) {
    /** The kinds of dead end the classic solvers recognise. */
    public enum Kind {
        /** An empty cell has no candidate left. */
        CELL_WITHOUT_CANDIDATE,
        /** A digit is neither placed in a house nor a candidate of any of its cells. */
        DIGIT_WITHOUT_PLACE,
        /** A digit is placed twice in a house (only the givens can do that: placements are checked). */
        DIGIT_TWICE,
        /** A step would place a digit that is no longer a candidate of its cell, or fill a filled cell. */
        INVALID_STEP
    }

    public Contradiction {
        Objects.requireNonNull(kind, "kind");
    }

    /** One line for people, with r1c1 cell names, house names such as {@code row 3} and the grid's default symbols. */
    public String describe(int size) {
        return describe(Symbols.defaultFor(size));
    }

    /** As {@link #describe(int)}, writing the digit with {@code symbols} (the grid's side is theirs). */
    public String describe(Symbols symbols) {
        int size = symbols.size();
        String where =
                cell >= 0 ? Cells.name(cell, size) : House.ofIndex(house, size).description();
        String written = digit > 0 ? symbols.textOf(digit) : "";
        return switch (kind) {
            case CELL_WITHOUT_CANDIDATE -> where + " has no candidate left";
            case DIGIT_WITHOUT_PLACE -> "digit " + written + " has no place left in " + where;
            case DIGIT_TWICE -> "digit " + written + " appears twice in " + where;
            case INVALID_STEP -> "a step would place " + written + " in " + where + ", where it is not possible";
        };
    }
}
