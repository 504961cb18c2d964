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
}
