package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.Level;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/** One entry read for {@code sudoku print}: a puzzle with what its input said about it, or a bad entry. */
sealed interface PrintItem permits PrintItem.Request, PrintItem.Unreadable {
    /** The file name, {@code -} or {@code argument N}. */
    String source();

    /**
     * A puzzle to print.
     *
     * @param line the 1-based line it starts on
     * @param solution the solution the input gave ({@code generate --format json}), to be checked
     * @param level the level the input gave
     * @param rating the ER the input gave
     */
    record Request(
            String source, int line, Grid puzzle, Optional<Grid> solution, Optional<Level> level, OptionalDouble rating)
            implements PrintItem {
        public Request {
            Objects.requireNonNull(puzzle, "puzzle");
            Objects.requireNonNull(solution, "solution");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(rating, "rating");
        }
    }

    /**
     * An entry that could not be read.
     *
     * @param message where and why, starting with {@code line N}
     */
    record Unreadable(String source, String message) implements PrintItem {}
}
