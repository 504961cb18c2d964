package dev.sudoku.logic;

import dev.sudoku.core.Cells;
import dev.sudoku.core.House;
import java.util.Optional;

/**
 * Finds the plain signs that a position cannot be completed: an empty cell without candidates, or a digit
 * that has no place left in a house where it is not yet placed. Logic reaches such a position only from a
 * puzzle without solution (or from a wrong guess).
 *
 * <p>Cost: O(N^3) for a grid of side N, so callers test once when logic stops, not after every step.
 */
public final class Contradiction {
    private Contradiction() {}

    /** A sentence naming the first contradiction found (cells before houses), or empty. */
    public static Optional<String> find(CandidateGrid grid) {
        int size = grid.size();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (grid.isEmpty(cell) && grid.candidates(cell) == 0) {
                return Optional.of(Cells.name(cell, size) + " has no candidate left");
            }
        }
        for (int house = 0; house < 3 * size; house++) {
            long placed = 0;
            long possible = 0;
            for (int cell : grid.geometry().cellsOf(house)) {
                placed |= grid.isEmpty(cell) ? 0 : Masks.bit(grid.value(cell));
                possible |= grid.candidates(cell);
            }
            long missing = Masks.allDigits(size) & ~placed & ~possible;
            if (missing != 0) {
                return Optional.of("digit " + Masks.firstDigit(missing) + " has no place left in "
                        + House.ofIndex(house, size).description());
            }
        }
        return Optional.empty();
    }
}
