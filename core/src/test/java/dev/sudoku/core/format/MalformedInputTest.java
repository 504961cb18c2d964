package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.SMALL;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static dev.sudoku.core.format.FormatFixtures.message;
import static dev.sudoku.core.format.FormatFixtures.onlyMalformed;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class MalformedInputTest {

    /** PUZZLE as nine rows. */
    private static String nineRows() {
        return PUZZLE.replaceAll("(.{9})", "$1\n");
    }

    @Test
    void a_line_one_cell_short_says_how_many_cells_the_puzzle_needs() {
        Entry.Malformed bad = onlyMalformed("\n\n\n\n" + PUZZLE.substring(1));

        assertThat(bad.line()).isEqualTo(5);
        assertThat(bad.column()).isZero();
        assertThat(bad.message()).isEqualTo("line 5: 80 cells, a 9x9 puzzle needs 81");
    }

    @Test
    void a_line_of_four_or_nine_cells_is_too_few_for_the_smallest_puzzle_not_the_wrong_shape() {
        for (String line : List.of("1.3.", "1.3.4.2.1", "1.3.4.2.1.2.3.4")) {
            assertThat(onlyMalformed(line + "\n").message())
                    .isEqualTo("line 1: " + line.length() + " cells: too few for a puzzle (the smallest, 4x4, has 16)"
                            + " and not the first row of a " + line.length() + "x" + line.length()
                            + " grid, as the input ends at line 1");
        }
    }

    @Test
    void a_line_of_a_count_between_square_numbers_names_the_square_numbers_a_puzzle_has() {
        assertThat(onlyMalformed("1".repeat(17) + "\n").message())
                .startsWith("line 1: 17 cells: neither a puzzle (a square number of cells from 16 up, such as 81)"
                        + " nor the first row of a 17x17 grid");
    }

    @Test
    void a_json_object_among_puzzle_lines_is_named_as_one_not_counted_as_cells() {
        String json = "{\"puzzle\":\"" + PUZZLE + "\",\"level\":\"Easy\"}";
        List<Entry> entries = read(PUZZLE + "\n" + json + "\n  " + json + "\n" + PUZZLE + "\n");

        assertThat(entries).hasSize(4);
        assertThat(entries.get(0)).isInstanceOf(Entry.Puzzle.class);
        assertThat(entries.get(3)).isInstanceOf(Entry.Puzzle.class);
        for (int line = 2; line <= 3; line++) {
            assertThat(((Entry.Malformed) entries.get(line - 1)).message())
                    .isEqualTo("line " + line + ": a JSON object, but this input is puzzle text (its first entry is"
                            + " not an object), so every line must be a puzzle");
        }
    }

    @Test
    void a_line_one_cell_long_is_reported_too() {
        assertThat(onlyMalformed(PUZZLE + "1").message()).isEqualTo("line 1: 82 cells, a 9x9 puzzle needs 81");
    }

    @Test
    void a_foreign_character_is_named_with_its_column_and_the_grid_size() {
        String line = PUZZLE.substring(0, 16) + "q" + PUZZLE.substring(17);

        List<Entry> entries = read(PUZZLE + "\n\n" + line);

        assertThat(entries).hasSize(2);
        Entry.Malformed bad = (Entry.Malformed) entries.get(1);

        assertThat(bad.line()).isEqualTo(3);
        assertThat(bad.column()).isEqualTo(17);
        assertThat(bad.message())
                .isEqualTo("line 3, column 17: 'q' is not a digit or a blank for a 9x9 grid (digits 1-9)");
    }

    @Test
    void a_digit_beyond_the_size_is_reported_as_not_a_digit_of_that_grid() {
        Entry.Malformed bad = onlyMalformed(SMALL.substring(0, 5) + "9" + SMALL.substring(6));

        assertThat(bad.message())
                .isEqualTo("line 1, column 6: '9' is not a digit or a blank for a 4x4 grid (digits 1-4)");
    }

    @Test
    void a_number_beyond_the_size_is_reported_as_out_of_range() {
        String line = "17" + " .".repeat(255);

        Entry.Malformed bad = onlyMalformed(line);

        assertThat(bad.message()).isEqualTo("line 1, column 1: '17' is out of range for a 16x16 grid (digits 1-16)");
    }

    @Test
    void a_non_ascii_character_is_named_by_code_point_and_column() {
        String line = PUZZLE.substring(0, 39) + "\u00e9" + PUZZLE.substring(40);
        String longer = PUZZLE.substring(0, 39) + "\uD83D\uDE00" + PUZZLE.substring(40);

        Entry.Malformed bad = onlyMalformed("# header\n" + line);
        Entry.Malformed emoji = onlyMalformed(longer);

        assertThat(bad.message()).isEqualTo("line 2, column 40: non-ASCII character U+00E9");
        assertThat(bad.column()).isEqualTo(40);
        assertThat(emoji.message()).isEqualTo("line 1, column 40: non-ASCII character U+1F600");
    }

    @Test
    void a_byte_that_is_not_utf8_is_named_as_such() {
        byte[] latin1 =
                (PUZZLE.substring(0, 39) + "\u00e9" + PUZZLE.substring(40)).getBytes(StandardCharsets.ISO_8859_1);

        Entry.Malformed bad = onlyMalformed(new String(latin1, StandardCharsets.UTF_8));

        assertThat(bad.message())
                .isEqualTo("line 1, column 40: non-ASCII character U+FFFD (bytes that are not UTF-8 text)");
    }

    @Test
    void a_control_character_is_named_by_code_point() {
        String line = PUZZLE.substring(0, 9) + "\u0001" + PUZZLE.substring(10);

        assertThat(onlyMalformed(line).message()).startsWith("line 1, column 10: control character U+0001 is not");
    }

    @Test
    void a_forced_shape_rejects_lines_of_another_size() {
        ReadOptions sixBySix = ReadOptions.DEFAULT.withBox(new BoxShape(2, 3));

        Entry.Malformed bad = onlyMalformed(PUZZLE, sixBySix);

        assertThat(bad.message()).isEqualTo("line 1: 81 cells, a 6x6 puzzle needs 36 (or 6 for one row of its grid)");
    }

    @Test
    void a_forced_style_too_small_for_the_size_is_reported_not_thrown() {
        Entry.Malformed bad = onlyMalformed(".".repeat(625), ReadOptions.DEFAULT.withStyle(Symbols.Style.HEX));

        assertThat(bad.message()).startsWith("line 1: hex symbols cover at most 16 digits");
    }

    @Test
    void a_blank_line_inside_a_grid_reports_the_grid_naming_the_blank_line_and_reading_goes_on() {
        String rows = nineRows();
        int cut = 4 * 10;
        String text = rows.substring(0, cut) + "\n" + rows.substring(cut) + PUZZLE + "\n";

        List<Entry> entries = read(text);

        assertThat(entries).hasSize(3);
        Entry.Malformed first = (Entry.Malformed) entries.get(0);
        assertThat(first.line()).isEqualTo(1);
        assertThat(first.message())
                .isEqualTo("line 1: the 9x9 grid starting here has only 4 of 9 rows: line 5 is blank");
        assertThat(entries.get(1)).isInstanceOf(Entry.Malformed.class);
        assertThat(message(entries.get(1))).contains("line 6: the 9x9 grid starting here has only 5 of 9 rows");
        assertThat(entries.get(2)).isEqualTo(Entry.Puzzle.of(11, grid(PUZZLE)));
    }

    @Test
    void a_different_shaped_line_inside_a_grid_is_reported_once_and_the_grid_stays_aligned() {
        String rows = nineRows();
        String text = rows.substring(0, 20) + "5 3 . . 7 . . .\n" + rows.substring(30) + PUZZLE + "\n";

        List<Entry> entries = read(text);

        assertThat(entries).hasSize(2);
        assertThat(entries.get(0).line()).isEqualTo(3);
        assertThat(message(entries.get(0)))
                .isEqualTo("line 3: 8 cells, a row needs 9 (row 3 of the 9x9 grid starting at line 1)");
        assertThat(entries.get(1)).isEqualTo(Entry.Puzzle.of(10, grid(PUZZLE)));
    }

    @Test
    void a_bad_character_in_a_grid_row_is_reported_at_its_line_and_column() {
        String rows = nineRows();
        String text = rows.substring(0, 22) + "?" + rows.substring(23);

        Entry.Malformed bad = onlyMalformed(text);

        assertThat(bad.line()).isEqualTo(3);
        assertThat(bad.column()).isEqualTo(3);
        assertThat(bad.message()).startsWith("line 3, column 3: '?' is not a digit or a blank for a 9x9 grid");
    }

    @Test
    void a_puzzle_line_inside_a_grid_ends_the_grid_and_is_read_itself() {
        String text = nineRows().substring(0, 30) + PUZZLE + "\n";

        List<Entry> entries = read(text);

        assertThat(entries).hasSize(2);
        assertThat(message(entries.get(0)))
                .isEqualTo("line 1: the 9x9 grid starting here has only 3 of 9 rows: line 4 has 81 cells");
        assertThat(entries.get(1)).isEqualTo(Entry.Puzzle.of(4, grid(PUZZLE)));
    }

    @Test
    void a_grid_cut_short_by_the_end_of_the_input_is_reported() {
        Entry.Malformed bad = onlyMalformed(nineRows().substring(0, 70));

        assertThat(bad.message())
                .isEqualTo("line 1: the 9x9 grid starting here has only 7 of 9 rows: the input ends at line 7");
    }

    @Test
    void a_truncated_one_line_puzzle_among_others_is_reported_as_a_short_puzzle() {
        String text = PUZZLE + "\n" + PUZZLE.substring(0, 40) + "\n" + PUZZLE + "\n";

        List<Entry> entries = read(text);

        assertThat(entries).extracting(Entry::line).containsExactly(1, 2, 3);
        assertThat(message(entries.get(1))).isEqualTo("line 2: 40 cells, a 9x9 puzzle needs 81");
    }

    @Test
    void a_line_of_a_report_is_refused_as_one_and_the_puzzles_around_it_are_read() {
        List<Entry> entries = read(
                PUZZLE + "\nINVALID: text.jpg: not an image (no JPEG header)\nMULTIPLE: p.png: two\n" + PUZZLE + "\n");

        assertThat(entries).hasSize(4);
        assertThat(message(entries.get(1)))
                .isEqualTo("line 2: a report line (INVALID: text.jpg: not an image (no JPEG header)), not a puzzle");
        assertThat(message(entries.get(2))).isEqualTo("line 3: a report line (MULTIPLE: p.png: two), not a puzzle");
        assertThat(entries.get(0)).isNotInstanceOf(Entry.Malformed.class);
        assertThat(entries.get(3)).isNotInstanceOf(Entry.Malformed.class);
    }

    @Test
    void too_few_cells_for_anything_are_reported() {
        assertThat(onlyMalformed("12").message())
                .isEqualTo("line 1: 2 cells, too few for a grid row (at least 4) or a puzzle (at least 16)");
    }

    @Test
    void a_title_line_is_reported_and_the_grid_after_it_is_read() {
        List<Entry> entries = read("Grid 01\n" + nineRows());

        assertThat(entries).hasSize(2);
        assertThat(message(entries.get(0)))
                .isEqualTo("line 1: 'Grid 01' is not a puzzle: 7 characters, and 'G' is not a cell");
        assertThat(entries.get(1)).isEqualTo(Entry.Puzzle.of(2, grid(PUZZLE)));
    }

    @Test
    void a_title_of_a_row_s_length_is_reported_alone_and_the_grids_after_it_are_read() {
        for (String title : List.of("Puzzle001", "Grid 0001", "Sudoku #12", "Sudoku 1/12")) {
            List<Entry> entries = read(title + "\n" + nineRows() + title + "\n" + nineRows());

            assertThat(entries).as(title).hasSize(4);
            assertThat(entries.get(0)).as(title).isInstanceOf(Entry.Malformed.class);
            assertThat(entries.get(1)).as(title).isEqualTo(Entry.Puzzle.of(2, grid(PUZZLE)));
            assertThat(entries.get(2)).as(title).isInstanceOf(Entry.Malformed.class);
            assertThat(entries.get(3)).as(title).isEqualTo(Entry.Puzzle.of(12, grid(PUZZLE)));
        }
    }

    @Test
    void a_line_of_words_is_said_to_be_no_puzzle_without_a_grid_size_guessed_from_its_length() {
        for (String words : List.of("short", "garbage line", "file,line,status,puzzle,box", "quizzes,solutions")) {
            String message = onlyMalformed(words).message();

            assertThat(message)
                    .as(words)
                    .startsWith("line 1: '" + words + "' is not a puzzle: " + words.length() + " characters, and '")
                    .endsWith("' is not a cell")
                    .doesNotContain(" grid");
            char named = message.charAt(message.length() - "' is not a cell".length() - 1);
            assertThat(words).as(message).contains(String.valueOf(named));
            assertThat(Character.isLetter(named)).as(message).isTrue();
        }
    }

    @Test
    void a_row_with_one_typo_still_names_the_size_it_was_read_at() {
        String row = "12345678q";

        assertThat(onlyMalformed(row + "\n").message())
                .isEqualTo("line 1, column 9: 'q' is not a digit or a blank for a 9x9 grid (digits 1-9)");
    }

    @Test
    void every_malformed_message_starts_with_its_line_and_column() {
        String text = String.join(
                "\n",
                PUZZLE.substring(3),
                PUZZLE.replace('7', 'z'),
                "x".repeat(3),
                PUZZLE + ":x:",
                "\u00fc".repeat(81),
                PUZZLE.substring(0, 80) + "%");

        List<Entry> entries = read(text);

        assertThat(entries).hasSize(6).allMatch(e -> e instanceof Entry.Malformed);
        for (Entry entry : entries) {
            Entry.Malformed bad = (Entry.Malformed) entry;
            String position = "line " + bad.line() + (bad.column() > 0 ? ", column " + bad.column() : "") + ": ";
            assertThat(bad.message()).startsWith(position);
        }
        assertThat(entries).extracting(Entry::line).containsExactly(1, 2, 3, 4, 5, 6);
    }
}
