package dev.sudoku.core.format;

import dev.sudoku.core.Grid;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/** One item read from puzzle text: a puzzle, or the reason a piece of the text is not one. */
public sealed interface Entry permits Entry.Puzzle, Entry.Malformed {

    /** The 1-based line where the item starts (for a malformed item, the line its message is about). */
    int line();

    /**
     * A puzzle read from the text.
     *
     * @param line the line of the puzzle, or of the first row of a multi-line grid
     * @param grid the puzzle
     * @param solution the solution given on a {@code puzzle:count:solution} line
     * @param expectedCount the solution count given on a {@code puzzle:count:solution} line
     * @param metadata {@code .sdk} metadata by letter ({@code A} author, {@code D} description, {@code C}
     *     comment ...) and {@code rest}: text after the puzzle on its line, such as a rating
     */
    record Puzzle(
            int line, Grid grid, Optional<Grid> solution, OptionalLong expectedCount, Map<String, String> metadata)
            implements Entry {
        public Puzzle {
            Objects.requireNonNull(grid, "grid");
            Objects.requireNonNull(solution, "solution");
            Objects.requireNonNull(expectedCount, "expectedCount");
            if (solution.isPresent() && !solution.get().shape().equals(grid.shape())) {
                throw new IllegalArgumentException(
                        "solution shape " + solution.get().shape() + " differs from puzzle shape " + grid.shape());
            }
            // Insertion order is kept so metadata is shown as it was written. Most puzzles have none: the
            // shared empty map spares a batch two maps an entry.
            metadata = metadata.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
        }

        /** A puzzle with nothing but its grid. */
        public static Puzzle of(int line, Grid grid) {
            return new Puzzle(line, grid, Optional.empty(), OptionalLong.empty(), Map.of());
        }
    }

    /**
     * A piece of text that is not a puzzle.
     *
     * @param line the 1-based line the message is about
     * @param column the 1-based column of the offending character, or 0 when the problem is the whole line
     * @param message where and why, starting with {@code line L} (and {@code , column C} when known)
     */
    record Malformed(int line, int column, String message) implements Entry {
        public Malformed {
            Objects.requireNonNull(message, "message");
        }

        /** A malformed entry whose message is prefixed with its position. */
        static Malformed at(int line, int column, String why) {
            return new Malformed(line, column, position(line, column) + ": " + why);
        }

        static String position(int line, int column) {
            return column > 0 ? "line " + line + ", column " + column : "line " + line;
        }
    }
}
