package dev.sudoku.cli.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Symbols;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InlinePuzzleTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "400000805030000000000700000020000060000080400000010000000603070500200000104000000",
                "1......2....31..",
                "1...........................3......2",
                // one typing slip in 81 cells is still a puzzle, reported at its column
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....q",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......:1:"
            })
    void whole_grids_written_on_the_command_line_are_puzzles(String word) {
        assertThat(InlinePuzzle.looksLikePuzzle(word, Optional.empty())).isTrue();
    }

    @org.junit.jupiter.api.Test
    void a_sixteen_by_sixteen_grid_of_numbers_is_a_puzzle() {
        String numbers = "1 . . 16 " + ". ".repeat(251) + "2";
        assertThat(InlinePuzzle.looksLikePuzzle(numbers, Optional.empty())).isTrue();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "my_puzzles_2024_final.txt",
                "puzzles.txt",
                "hello_world_foo_bar_baz_qux_abcdefghijklmnopqrs",
                "data/4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....",
                "collections_of_puzzles_from_the_sunday_paper_2024.sdk",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....", // 80 cells
                "abcdefghijklmnop"
            })
    void file_names_are_never_taken_for_puzzles(String word) {
        assertThat(InlinePuzzle.looksLikePuzzle(word, Optional.empty())).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0123456789ABCDEF", "FEDCBA9876543210"})
    void forced_symbols_decide_which_characters_are_digits(String row) {
        String hex = row.repeat(16);
        assertThat(InlinePuzzle.looksLikePuzzle(hex, Optional.of(Symbols.Style.HEX)))
                .isTrue();
    }

    @org.junit.jupiter.api.Test
    void file_names_are_not_near_misses() {
        String path = "data/4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....";
        for (String name : java.util.List.of("puzzles_2024_final.txt", "abcdefghijklmnop", path, "2024-11-25.sdk")) {
            assertThat(InlinePuzzle.whyNotPuzzle(name, Optional.empty()))
                    .as(name)
                    .isEmpty();
        }
    }

    @org.junit.jupiter.api.Test
    void a_puzzle_a_cell_short_or_long_names_the_nearest_whole_grid() {
        String whole = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        for (int cut = 1; cut <= 8; cut++) {
            String shorter = whole.substring(cut);
            assertThat(InlinePuzzle.looksLikePuzzle(shorter, Optional.empty())).isFalse();
            assertThat(InlinePuzzle.whyNotPuzzle(shorter, Optional.empty()))
                    .contains((81 - cut) + " characters, not a whole grid (a 9x9 puzzle has 81 cells)");
            assertThat(InlinePuzzle.whyNotPuzzle(whole + ".".repeat(cut), Optional.empty()))
                    .contains((81 + cut) + " characters, not a whole grid (a 9x9 puzzle has 81 cells)");
        }
        assertThat(InlinePuzzle.whyNotPuzzle("1 2 3 " + ". ".repeat(77), Optional.empty()))
                .contains("80 numbers and blanks, not a whole grid (a 9x9 puzzle has 81 cells)");
        assertThat(InlinePuzzle.whyNotPuzzle("1".repeat(300), Optional.empty()))
                .contains("300 characters, not a whole grid (a 17x17 puzzle has 289 cells)");
    }

    @org.junit.jupiter.api.Test
    void a_whole_grid_with_too_many_strangers_names_the_first() {
        StringBuilder grid =
                new StringBuilder("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        for (int i : new int[] {11, 20, 30, 40, 50, 60, 70, 75, 78}) {
            grid.setCharAt(i, 'q');
        }
        assertThat(InlinePuzzle.looksLikePuzzle(grid.toString(), Optional.empty()))
                .isFalse();
        assertThat(InlinePuzzle.whyNotPuzzle(grid.toString(), Optional.empty()))
                .contains("'q' at character 12 and 8 more are neither a blank nor a digit of a 9x9 grid");
    }
}
