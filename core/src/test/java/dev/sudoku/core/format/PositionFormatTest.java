package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import org.junit.jupiter.api.Test;

/** Candidate lines and pencil-mark grids: reading, writing, round trips and errors with line and column. */
class PositionFormatTest {
    /** PUZZLE's candidates as HoDoKu prints them (borders '.', ':', '\'', '-', '+', '|'). */
    private static final String HODOKU_GRID =
            """
            .-------------------.----------------.-------------------.
            | 5   3    124    | 26   7  2468 | 1489  1249 248  |
            | 6   247  247    | 1    9  5    | 3478  234  2478 |
            | 12  9    8      | 23   34 24   | 13457 6    247  |
            :-------------------+----------------+-------------------:
            | 8   125  1259   | 579  6  147  | 4579  2459 3    |
            | 4   25   2569   | 8    5  3    | 579   259  1    |
            | 7   15   1359   | 59   2  14   | 4589  459  6    |
            :-------------------+----------------+-------------------:
            | 139 6    134579 | 357  35 7    | 2     8    4    |
            | 23  278  237    | 4    1  9    | 36    3    5    |
            | 123 1245 12345  | 2356 8  26   | 1346  7    9    |
            '-------------------'----------------'-------------------'
            """;

    /** Every empty cell holds the digits its peers do not: the starting pencil marks of a puzzle. */
    static Position basicCandidates(Grid puzzle) {
        Geometry geometry = Geometry.of(puzzle.shape());
        long[] masks = new long[puzzle.cellCount()];
        for (int cell = 0; cell < masks.length; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            long mask = (1L << puzzle.size()) - 1;
            for (int peer : geometry.peersOf(cell)) {
                if (puzzle.get(peer) != 0) {
                    mask &= ~(1L << (puzzle.get(peer) - 1));
                }
            }
            masks[cell] = mask;
        }
        return new Position(puzzle, masks);
    }

    /** The position with each lone candidate read as a placed digit, as both formats read it. */
    static Position settled(Position position) {
        int[] values = position.values().toArray();
        long[] masks = position.candidates();
        for (int cell = 0; cell < masks.length; cell++) {
            if (Long.bitCount(masks[cell]) == 1) {
                values[cell] = Long.numberOfTrailingZeros(masks[cell]) + 1;
                masks[cell] = 0;
            }
        }
        return new Position(Grid.of(position.values().shape(), values), masks);
    }

    private static long digits(int... digits) {
        long mask = 0;
        for (int d : digits) {
            mask |= 1L << (d - 1);
        }
        return mask;
    }

    @Test
    void a_candidate_line_has_nine_places_per_cell_and_reads_back_the_same_position() {
        Position position = settled(basicCandidates(grid(PUZZLE)));

        String line = CandidateLineFormat.write(position);

        assertThat(line).hasSize(729);
        assertThat(line.substring(0, 27)).isEqualTo("....5......3......12.4.....");
        assertThat(CandidateLineFormat.read(line)).isEqualTo(position);
    }

    @Test
    void a_candidate_line_accepts_zeros_for_missing_candidates_and_reads_a_lone_digit_as_solved() {
        String line = CandidateLineFormat.write(basicCandidates(grid(PUZZLE))).replace('.', '0');

        Position position = CandidateLineFormat.read("  " + line + "\r");

        assertThat(position.candidates(2)).isEqualTo(digits(1, 2, 4));
        assertThat(position.values().get(0)).isEqualTo(5);
        assertThat(position.values().get(4 * 9 + 4)).as("r5c5 has only 5 left").isEqualTo(5);
    }

    @Test
    void hodokus_printed_grid_is_read_with_its_borders_and_bars() {
        Position position = PencilmarkGridFormat.read(HODOKU_GRID);

        Position expected = basicCandidates(grid(PUZZLE));
        assertThat(position.values().get(0)).isEqualTo(5);
        assertThat(position.candidates(2)).isEqualTo(digits(1, 2, 4));
        assertThat(position.candidates(6 * 9 + 2)).isEqualTo(digits(1, 3, 4, 5, 7, 9));
        assertThat(CandidateLineFormat.write(position)).isEqualTo(CandidateLineFormat.write(expected));
    }

    @Test
    void a_sudokuwiki_style_grid_without_borders_and_with_blank_lines_is_read() {
        String plain = HODOKU_GRID.replaceAll("[|.:'+-]", " ").replace("\n\n", "\n\n\n");

        assertThat(PencilmarkGridFormat.read(plain)).isEqualTo(PencilmarkGridFormat.read(HODOKU_GRID));
    }

    @Test
    void a_written_pencilmark_grid_reads_back_the_same_position() {
        Position position = CandidateLineFormat.read(CandidateLineFormat.write(basicCandidates(grid(PUZZLE))));

        String text = PencilmarkGridFormat.write(position);

        assertThat(text.lines().count()).isEqualTo(11);
        assertThat(text.lines().findFirst().orElseThrow()).startsWith("5   3    124    | 26");
        assertThat(PencilmarkGridFormat.read(text)).isEqualTo(position);
    }

    @Test
    void a_sixteen_by_sixteen_grid_writes_digits_above_nine_as_letters_and_reads_them_back() {
        long[] masks = new long[256];
        int[] values = new int[256];
        for (int cell = 0; cell < 256; cell++) {
            masks[cell] = digits(1 + cell % 16, 1 + (cell + 7) % 16, 16);
        }
        values[0] = 16;
        masks[0] = 0;
        Position position = new Position(Grid.of(new BoxShape(4, 4), values), masks);

        String text = PencilmarkGridFormat.write(position);
        String line = CandidateLineFormat.write(position);

        assertThat(text).startsWith("G   29G 3AG 4BG | 5CG");
        assertThat(line).hasSize(4096);
        assertThat(PencilmarkGridFormat.read(text.toLowerCase(java.util.Locale.ROOT)))
                .isEqualTo(position);
        assertThat(CandidateLineFormat.read(line)).isEqualTo(position);
    }

    @Test
    void a_six_by_six_grid_keeps_the_box_shape_it_is_given() {
        Position position = PencilmarkGridFormat.read(
                """
                12 34 5  6  1234 1234
                34 56 12 1  2    3
                1  2  3  4  5    6
                1  2  3  4  5    6
                1  2  3  4  5    6
                1  2  3  4  5    6
                """,
                new BoxShape(2, 3));

        assertThat(position.values().shape()).isEqualTo(new BoxShape(2, 3));
        assertThat(position.candidates(1)).isEqualTo(digits(3, 4));
        assertThat(position.values().get(2)).isEqualTo(5);
    }

    @Test
    void the_reader_tells_a_candidate_line_from_a_grid() {
        Position position = settled(basicCandidates(grid(PUZZLE)));

        assertThat(PositionReader.parse("\n" + CandidateLineFormat.write(position) + "\n"))
                .isEqualTo(position);
        assertThat(PositionReader.parse(HODOKU_GRID)).isEqualTo(PencilmarkGridFormat.read(HODOKU_GRID));
    }

    @Test
    void a_candidate_line_of_the_wrong_length_says_what_length_it_needs() {
        assertThatThrownBy(() -> CandidateLineFormat.read("123".repeat(100)))
                .isInstanceOf(FormatException.class)
                .hasMessage("line 1: 300 characters; a candidate line holds N*N*N (729 for 9x9, 64 for 4x4)");
    }

    @Test
    void a_digit_in_the_wrong_place_of_a_candidate_line_names_its_line_column_and_cell() {
        String line = CandidateLineFormat.write(basicCandidates(grid(PUZZLE)));
        String bad = line.substring(0, 10) + "5" + line.substring(11);

        assertThatThrownBy(() -> CandidateLineFormat.read(bad, 4))
                .isInstanceOf(FormatException.class)
                .hasMessage("line 4, column 11: '5' at place 2 of r1c2; expected '2', '0' or '.'")
                .satisfies(e -> assertThat(((FormatException) e).column()).isEqualTo(11));
    }

    @Test
    void a_foreign_character_in_a_grid_names_its_line_and_column() {
        String bad = HODOKU_GRID.replace("| 6   247", "| 6   2#7");

        assertThatThrownBy(() -> PencilmarkGridFormat.read(bad))
                .isInstanceOf(FormatException.class)
                .hasMessage("line 3, column 8: '#' is neither a digit nor a separator of a pencil-mark grid");
    }

    @Test
    void a_letter_beyond_the_side_is_not_a_digit_of_the_grid() {
        String bad = HODOKU_GRID.replace("| 6   247", "| 6   2A7");

        assertThatThrownBy(() -> PencilmarkGridFormat.read(bad))
                .hasMessage("line 3, column 8: 'A' is not a digit of a 9x9 grid (1-9)");
    }

    @Test
    void a_digit_twice_in_a_group_names_the_cell() {
        assertThatThrownBy(() -> PencilmarkGridFormat.read(HODOKU_GRID.replace("| 12  9", "| 11  9")))
                .hasMessage("line 4, column 4: digit 1 twice in the group of r3c1");
    }

    @Test
    void a_row_with_a_group_too_few_names_its_line() {
        assertThatThrownBy(() -> PencilmarkGridFormat.read(HODOKU_GRID.replace("| 8   125  1259   |", "| 8 |")))
                .hasMessage("line 6: 7 candidate groups, expected 9 as in line 2");
    }

    @Test
    void a_grid_short_of_rows_says_how_many_it_needs() {
        String eightRows = HODOKU_GRID.substring(0, HODOKU_GRID.indexOf("| 123 1245"));

        assertThatThrownBy(() -> PencilmarkGridFormat.read(eightRows))
                .hasMessage("line 11: 8 rows; a 9x9 grid needs 9");
    }

    @Test
    void one_word_of_a_length_no_candidate_line_has_says_what_the_forms_need() {
        for (int length : new int[] {1, 63, 65, 728, 730}) {
            assertThatThrownBy(() -> PositionReader.parse("\n" + "1".repeat(length) + "\n"))
                    .hasMessage("line 2: " + length + " characters; a candidate line holds N*N*N (729 for 9x9, 64 for"
                            + " 4x4)");
        }
        assertThat(PositionReader.parse("123456789".repeat(81)).size()).isEqualTo(9);
    }

    @Test
    void a_tenth_row_is_reported_at_its_line() {
        assertThatThrownBy(() -> PencilmarkGridFormat.read(HODOKU_GRID + "1 2 3 4 5 6 7 8 9\n"))
                .hasMessage("line 14: row 10; a 9x9 grid has 9");
    }

    @Test
    void text_without_any_row_is_refused() {
        assertThatThrownBy(() -> PositionReader.parse("+---+\n\n"))
                .isInstanceOf(FormatException.class)
                .hasMessage("no pencil-mark rows in the text");
    }
}
