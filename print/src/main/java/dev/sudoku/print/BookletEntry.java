package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.Level;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One puzzle of a booklet, as the reader will see it.
 *
 * @param number its number in the booklet, from 1, printed as "No. k" above the puzzle and its solution
 * @param puzzle the givens
 * @param solution its one solution, printed at the back
 * @param level the level printed beside the number
 * @param rating Sudoku Explainer's ER, printed only when the booklet asks for it; empty when unknown
 */
public record BookletEntry(int number, Grid puzzle, Grid solution, Level level, OptionalDouble rating)
        implements PrintedEntry {
    public BookletEntry {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(rating, "rating");
        if (number < 1) {
            throw new IllegalArgumentException("numbers start at 1, got " + number);
        }
        if (!solution.isComplete() || !solution.keepsGivensOf(puzzle)) {
            throw new IllegalArgumentException(
                    "puzzle " + number + ": the solution must be a full grid of the same shape keeping every given");
        }
        if (rating.isPresent() && !(rating.getAsDouble() >= 0 && rating.getAsDouble() <= 100)) {
            throw new IllegalArgumentException(
                    "puzzle " + number + ": rating " + rating.getAsDouble() + " is outside 0..100");
        }
    }

    @Override
    public int side() {
        return puzzle.size();
    }
}
