package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.rating.Level;
import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalDouble;

/** What {@link EntryPreparer} makes of one puzzle: ready to print, or refused with the reason. */
public sealed interface Preparation permits Preparation.Ready, Preparation.VariantReady, Preparation.Refused {

    /**
     * A puzzle with exactly one solution, its level and (when known) its ER; the number is given when the
     * booklet's order is known.
     */
    record Ready(Grid puzzle, Grid solution, Level level, OptionalDouble rating) implements Preparation {
        public Ready {
            Objects.requireNonNull(puzzle, "puzzle");
            Objects.requireNonNull(solution, "solution");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(rating, "rating");
        }

        public BookletEntry numbered(int number) {
            return new BookletEntry(number, puzzle, solution, level, rating);
        }
    }

    /** A variant puzzle with exactly one solution. */
    record VariantReady(VariantPuzzle puzzle, int[] solution) implements Preparation {
        public VariantReady {
            Objects.requireNonNull(puzzle, "puzzle");
            solution = solution.clone();
        }

        @Override
        public int[] solution() {
            return solution.clone();
        }

        public VariantBookletEntry numbered(int number) {
            return new VariantBookletEntry(number, puzzle, solution);
        }

        // A record compares and prints its array by identity: the solution is compared digit by digit here,
        // and printed as a line.
        @Override
        public boolean equals(Object other) {
            return other instanceof VariantReady ready
                    && puzzle.equals(ready.puzzle)
                    && Arrays.equals(solution, ready.solution);
        }

        @Override
        public int hashCode() {
            return 31 * puzzle.hashCode() + Arrays.hashCode(solution);
        }

        @Override
        public String toString() {
            return "VariantReady[puzzle=" + puzzle + ", solution=" + VariantText.line(solution) + "]";
        }
    }

    /** A puzzle that cannot go into a booklet, and why ("no solution", "more than one solution"). */
    record Refused(String reason) implements Preparation {
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
