package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.SMALL;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static dev.sudoku.core.format.FormatFixtures.onlyPuzzle;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OneLineFormatTest {

    @Test
    void an_81_character_line_is_a_9x9_puzzle() {
        Entry.Puzzle puzzle = onlyPuzzle(PUZZLE + "\n");

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.grid().shape()).isEqualTo(BoxShape.CLASSIC);
        assertThat(puzzle.line()).isEqualTo(1);
        assertThat(puzzle.metadata()).isEmpty();
        assertThat(puzzle.solution()).isEmpty();
        assertThat(puzzle.expectedCount()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(chars = {'0', '_', 'x', 'X', '*'})
    void every_usual_blank_character_means_an_empty_cell(char blank) {
        Entry.Puzzle puzzle = onlyPuzzle(PUZZLE.replace('.', blank));

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
    }

    @Test
    void spaces_are_blanks_in_an_81_character_line_even_with_trailing_whitespace_cut_or_added() {
        String spaced = PUZZLE.replace('.', ' ');

        assertThat(onlyPuzzle(spaced).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(spaced + "\r\n").grid()).isEqualTo(grid(PUZZLE));
        String trailingBlanksLost = ("........1" + PUZZLE.substring(9)).replace('.', ' ');
        assertThat(onlyPuzzle(trailingBlanksLost + "   \t").grid()).isEqualTo(grid("........1" + PUZZLE.substring(9)));
    }

    @Test
    void a_full_length_line_whose_space_blanks_all_stand_at_its_ends_is_one_puzzle() {
        String firstThreeCells = "123" + ".".repeat(78);
        String lastTwoCells = ".".repeat(79) + "12";

        assertThat(onlyPuzzle(firstThreeCells.replace('.', ' ')).grid()).isEqualTo(grid(firstThreeCells));
        assertThat(onlyPuzzle(lastTwoCells.replace('.', ' ') + "\n").grid()).isEqualTo(grid(lastTwoCells));
    }

    @Test
    void a_full_length_line_with_a_single_given_and_spaces_for_blanks_is_one_puzzle() {
        String oneGiven = "5" + ".".repeat(80);

        assertThat(onlyPuzzle(oneGiven.replace('.', ' ') + "\r").grid()).isEqualTo(grid(oneGiven));
    }

    @Test
    void indenting_a_line_of_single_cells_between_spaces_does_not_change_its_size() {
        String cells = "5 3 . 1" + " .".repeat(140);
        String indented = "  " + cells;

        assertThat(indented.length()).isEqualTo(17 * 17);
        assertThat(onlyPuzzle(indented).grid()).isEqualTo(onlyPuzzle(cells).grid());
        assertThat(onlyPuzzle(indented).grid().size()).isEqualTo(12);
    }

    @Test
    void text_after_the_puzzle_is_kept_as_rest() {
        Entry.Puzzle rated = onlyPuzzle(PUZZLE + " 7.2");
        Entry.Puzzle explained = onlyPuzzle(PUZZLE + " 4.2/1.2/1.2 0.17s\n");

        assertThat(rated.grid()).isEqualTo(grid(PUZZLE));
        assertThat(rated.metadata()).containsExactly(java.util.Map.entry("rest", "7.2"));
        assertThat(explained.metadata()).containsEntry("rest", "4.2/1.2/1.2 0.17s");
    }

    @ParameterizedTest
    @ValueSource(strings = {",", ", ", ",\t", ";", "; "})
    void a_comma_or_semicolon_after_the_puzzle_ends_it_as_a_space_does(String separator) {
        // A CSV file's rows without their header (Kaggle's "quizzes,solutions" lines, shuffled or sliced).
        String kaggle = PUZZLE.replace('.', '0');
        for (String puzzle : List.of(PUZZLE, kaggle)) {
            Entry.Puzzle read = onlyPuzzle(puzzle + separator + FormatFixtures.SOLUTION + "\n");

            assertThat(read.grid()).isEqualTo(grid(PUZZLE));
            assertThat(read.metadata()).containsExactly(java.util.Map.entry("rest", FormatFixtures.SOLUTION));
        }
        String small = SMALL + separator + "4.2";
        assertThat(onlyPuzzle(small).grid()).isEqualTo(grid(new BoxShape(2, 2), SMALL));
        assertThat(onlyPuzzle(small).metadata()).containsExactly(java.util.Map.entry("rest", "4.2"));
    }

    @Test
    void a_line_of_cells_between_commas_is_still_read_cell_by_cell() {
        String commas = String.join(",", PUZZLE.split(""));

        assertThat(onlyPuzzle(commas).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(commas).metadata()).isEmpty();
    }

    @Test
    void trailing_text_that_brings_the_line_to_a_square_length_stays_trailing_text() {
        String rating = " 10.4/1.2/1.2 2m04s";
        String digitsOnly = " 1.2 1.2 1.2 1.2345";

        assertThat((PUZZLE + rating).length()).isEqualTo(100);
        assertThat((PUZZLE + digitsOnly).length()).isEqualTo(100);
        assertThat(onlyPuzzle(PUZZLE + rating).metadata()).containsEntry("rest", rating.trim());
        assertThat(onlyPuzzle(PUZZLE + digitsOnly).grid()).isEqualTo(grid(PUZZLE));
    }

    @Test
    void comment_lines_and_blank_lines_are_skipped_and_lines_keep_their_numbers() {
        String text = "# a collection\n\n" + PUZZLE + "\n   \n#0001: another\n" + PUZZLE.replace('5', '.') + "\n";

        List<Entry> entries = read(text);

        assertThat(entries).hasSize(2).allMatch(e -> e instanceof Entry.Puzzle);
        assertThat(entries).extracting(Entry::line).containsExactly(3, 6);
        assertThat(((Entry.Puzzle) entries.get(1)).grid()).isEqualTo(grid(PUZZLE.replace('5', '.')));
    }

    @Test
    void an_sdm_file_gives_one_puzzle_per_line_in_order() {
        List<String> lines = List.of(PUZZLE, PUZZLE.replace('3', '.'), PUZZLE.replace('9', '.'));

        List<Entry> entries = read(String.join("\n", lines));

        assertThat(entries)
                .extracting(e -> ((Entry.Puzzle) e).grid())
                .containsExactlyElementsOf(
                        lines.stream().map(FormatFixtures::grid).collect(Collectors.toList()));
    }

    @Test
    void small_sizes_are_recognised_by_their_cell_count() {
        assertThat(onlyPuzzle(SMALL).grid()).isEqualTo(grid(new BoxShape(2, 2), SMALL));
        String six = "1.3.5." + ".2.4.6" + "......" + "654321" + "......" + "6.....";
        assertThat(onlyPuzzle(six).grid()).isEqualTo(grid(new BoxShape(2, 3), six));
        String eight = "12345678" + "........".repeat(6) + "8......1";
        assertThat(onlyPuzzle(eight).grid()).isEqualTo(grid(new BoxShape(2, 4), eight));
    }

    @Test
    void a_16x16_line_uses_1_to_9_and_A_to_G_in_either_case() {
        String line = "123456789ABCDEFG" + ".".repeat(224) + "gfedcba987654321";

        Grid grid = onlyPuzzle(line).grid();

        assertThat(grid.shape()).isEqualTo(new BoxShape(4, 4));
        assertThat(grid.get(0, 15)).isEqualTo(16);
        assertThat(grid.get(15, 0)).isEqualTo(16);
        assertThat(grid.get(15, 6)).isEqualTo(10);
        assertThat(grid.filledCount()).isEqualTo(32);
    }

    @Test
    void a_25x25_line_uses_letters_up_to_P() {
        String line = "ABCDEFGHIJKLMNOP" + ".".repeat(609);

        Grid grid = onlyPuzzle(line).grid();

        assertThat(grid.shape()).isEqualTo(new BoxShape(5, 5));
        assertThat(grid.get(0, 15)).isEqualTo(25);
    }

    @Test
    void a_numbers_line_gives_each_token_one_cell_with_spaces_or_commas_between() {
        StringBuilder spaced = new StringBuilder();
        StringBuilder commas = new StringBuilder();
        for (int i = 0; i < 256; i++) {
            String token = i < 16 ? Integer.toString(16 - i) : i % 3 == 0 ? "0" : ".";
            spaced.append(i == 0 ? "" : " ").append(token);
            commas.append(i == 0 ? "" : ",").append(token);
        }

        Grid grid = onlyPuzzle(spaced.toString()).grid();

        assertThat(grid.size()).isEqualTo(16);
        assertThat(grid.get(0, 0)).isEqualTo(16);
        assertThat(grid.get(0, 15)).isEqualTo(1);
        assertThat(grid.filledCount()).isEqualTo(16);
        assertThat(onlyPuzzle(commas.toString()).grid()).isEqualTo(grid);
    }

    @Test
    void a_16x16_line_with_0_and_A_to_F_is_read_as_default_symbols_unless_hex_is_forced() {
        String hex = "0123456789ABCDEF" + ".".repeat(240);

        Grid detected = onlyPuzzle(hex).grid();
        Grid forced = onlyPuzzle(hex, ReadOptions.DEFAULT.withStyle(Symbols.Style.HEX))
                .grid();

        assertThat(detected.get(0, 0)).isZero();
        assertThat(detected.get(0, 10)).isEqualTo(10);
        assertThat(forced.get(0, 0)).isEqualTo(1);
        assertThat(forced.get(0, 15)).isEqualTo(16);
    }

    @Test
    void forced_letters_read_A_to_P_for_16x16() {
        String letters = "ABCDEFGHIJKLMNOP" + ".".repeat(240);

        Grid grid = onlyPuzzle(letters, ReadOptions.DEFAULT.withStyle(Symbols.Style.LETTERS))
                .grid();

        assertThat(grid.get(0, 0)).isEqualTo(1);
        assertThat(grid.get(0, 15)).isEqualTo(16);
    }

    @Test
    void x_is_a_blank_until_the_symbols_make_it_a_digit() {
        String line = "WX" + "x" + ".".repeat(24 * 24 - 3);
        ReadOptions letters = ReadOptions.DEFAULT.withStyle(Symbols.Style.LETTERS);

        Grid grid = onlyPuzzle(line, letters).grid();

        assertThat(grid.size()).isEqualTo(24);
        assertThat(grid.get(0, 0)).isEqualTo(23);
        assertThat(grid.get(0, 1)).isEqualTo(24);
        assertThat(grid.get(0, 2)).isEqualTo(24);
        assertThat(grid.filledCount()).isEqualTo(3);
        StringBuilder nineByNine = new StringBuilder();
        for (char c : PUZZLE.toCharArray()) {
            nineByNine.append(c == '.' ? 'x' : (char) ('A' + c - '1'));
        }
        assertThat(onlyPuzzle(nineByNine.toString(), letters).grid())
                .as("in a 9x9 letters grid X is beyond I, so a blank")
                .isEqualTo(grid(PUZZLE));
    }

    @Test
    void a_forced_box_shape_is_used_for_the_grid() {
        String six = "123456" + "......".repeat(5);

        Grid grid =
                onlyPuzzle(six, ReadOptions.DEFAULT.withBox(new BoxShape(3, 2))).grid();

        assertThat(grid.shape()).isEqualTo(new BoxShape(3, 2));
    }

    @Test
    void a_byte_order_mark_at_the_start_is_ignored() {
        assertThat(onlyPuzzle("\uFEFF" + PUZZLE).grid()).isEqualTo(grid(PUZZLE));
    }
}
