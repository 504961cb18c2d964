package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.SOLUTION;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static dev.sudoku.core.format.FormatFixtures.onlyMalformed;
import static dev.sudoku.core.format.FormatFixtures.onlyPuzzle;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class PuzzleCountSolutionTest {

    @Test
    void a_full_line_gives_puzzle_count_and_solution() {
        Entry.Puzzle puzzle = onlyPuzzle(PUZZLE + ":1:" + SOLUTION + "\n");

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.expectedCount()).isEqualTo(OptionalLong.of(1));
        assertThat(puzzle.solution()).contains(grid(SOLUTION));
    }

    @Test
    void count_and_solution_may_be_left_out() {
        Entry.Puzzle noSolution = onlyPuzzle(PUZZLE + ":0:");
        Entry.Puzzle countOnly = onlyPuzzle(PUZZLE + ":2");
        Entry.Puzzle nothing = onlyPuzzle(PUZZLE + ":");

        assertThat(noSolution.expectedCount()).isEqualTo(OptionalLong.of(0));
        assertThat(noSolution.solution()).isEmpty();
        assertThat(countOnly.expectedCount()).isEqualTo(OptionalLong.of(2));
        assertThat(nothing.expectedCount()).isEmpty();
        assertThat(nothing.grid()).isEqualTo(grid(PUZZLE));
    }

    @Test
    void text_after_the_solution_is_kept_as_rest() {
        Entry.Puzzle puzzle = onlyPuzzle(PUZZLE + ":1:" + SOLUTION + " 0.3ms");

        assertThat(puzzle.solution()).contains(grid(SOLUTION));
        assertThat(puzzle.metadata()).containsEntry("rest", "0.3ms");
    }

    @Test
    void a_colon_in_the_trailing_text_of_a_plain_line_is_not_an_answer() {
        Entry.Puzzle puzzle = onlyPuzzle(PUZZLE + " solved in 0:17");

        assertThat(puzzle.expectedCount()).isEmpty();
        assertThat(puzzle.metadata()).containsEntry("rest", "solved in 0:17");
    }

    @Test
    void a_numbers_puzzle_may_carry_an_answer() {
        String numbers = String.join(" ", PUZZLE.split(""));

        Entry.Puzzle puzzle = onlyPuzzle(numbers + ":1:" + SOLUTION);

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.solution()).contains(grid(SOLUTION));
    }

    @Test
    void a_count_that_is_not_a_number_is_reported_at_its_column() {
        Entry.Malformed bad = onlyMalformed(PUZZLE + ":one:" + SOLUTION);

        assertThat(bad.column()).isEqualTo(83);
        assertThat(bad.message()).isEqualTo("line 1, column 83: the solution count 'one' after ':' is not a number");
    }

    @Test
    void a_solution_of_the_wrong_length_or_with_a_bad_digit_is_reported() {
        Entry.Malformed shortSolution = onlyMalformed(PUZZLE + ":1:" + SOLUTION.substring(1));
        Entry.Malformed badDigit = onlyMalformed(PUZZLE + ":1:" + SOLUTION.substring(0, 80) + "q");

        assertThat(shortSolution.message()).isEqualTo("line 1, column 85: the solution has 80 cells, the puzzle 81");
        assertThat(badDigit.column()).isEqualTo(165);
        assertThat(badDigit.message()).startsWith("line 1, column 165: 'q' is not a digit or a blank for a 9x9 grid");
    }

    @Test
    void a_puzzle_of_the_wrong_length_before_the_colon_is_reported() {
        Entry.Malformed bad = onlyMalformed(PUZZLE.substring(1) + ":1:" + SOLUTION);

        assertThat(bad.message()).isEqualTo("line 1: 80 cells, a 9x9 puzzle needs 81");
    }
}
