package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static dev.sudoku.core.format.FormatFixtures.onlyPuzzle;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MultiLineGridTest {

    /** PUZZLE as nine rows of nine characters. */
    private static String rows(String separatorAfterBoxes, String barBetweenBoxes) {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            String row = PUZZLE.substring(r * 9, r * 9 + 9);
            out.append(row, 0, 3)
                    .append(barBetweenBoxes)
                    .append(row, 3, 6)
                    .append(barBetweenBoxes)
                    .append(row, 6, 9)
                    .append('\n');
            if (separatorAfterBoxes != null && (r == 2 || r == 5)) {
                out.append(separatorAfterBoxes).append('\n');
            }
        }
        return out.toString();
    }

    @Test
    void nine_lines_of_nine_characters_are_one_puzzle_starting_at_the_first_row() {
        Entry.Puzzle puzzle = onlyPuzzle("\n\n" + rows(null, ""));

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.line()).isEqualTo(3);
    }

    @Test
    void an_sdk_file_gives_its_metadata_by_letter() {
        String sdk = "#ARuud\n#DA random puzzle\n#CJust start\n#C plugging in\n#SSudoCue\n#LEasy\n" + rows(null, "");

        Entry.Puzzle puzzle = onlyPuzzle(sdk);

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.line()).isEqualTo(7);
        assertThat(puzzle.metadata())
                .containsExactly(
                        Map.entry("A", "Ruud"),
                        Map.entry("D", "A random puzzle"),
                        Map.entry("C", "Just start\nplugging in"),
                        Map.entry("S", "SudoCue"),
                        Map.entry("L", "Easy"));
    }

    @Test
    void metadata_belongs_to_the_next_puzzle_only() {
        List<Entry> entries = read("#AOne\n" + PUZZLE + "\n" + PUZZLE + "\n");

        assertThat(((Entry.Puzzle) entries.get(0)).metadata()).containsOnlyKeys("A");
        assertThat(((Entry.Puzzle) entries.get(1)).metadata()).isEmpty();
    }

    @Test
    void simple_sudoku_rows_with_bars_and_separator_lines_are_read() {
        String ss = rows("---+---+---", "|");
        String framed =
                "*-----------*\n" + rows("|---+---+---|", "|").replaceAll("(?m)^([^|].*)$", "|$1|") + "*-----------*\n";

        assertThat(onlyPuzzle(ss).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(framed).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(rows("-----------", "")).grid()).isEqualTo(grid(PUZZLE));
    }

    @Test
    void rows_with_spaces_between_cells_are_read_with_or_without_bars() {
        String spaced = rows(null, "").replaceAll("(?<=\\S)(?=\\S)", " ");
        String pretty = "+-------+-------+-------+\n"
                + rows("+-------+-------+-------+", " | ")
                        .replaceAll("(?<=[^ |\\n+-])(?=[^ |\\n+-])", " ")
                        .replaceAll("(?m)^([^+].*)$", "| $1 |")
                + "+-------+-------+-------+\n";

        assertThat(spaced).startsWith("5 3 . . 7 . . . .\n");
        assertThat(pretty).contains("| 5 3 . | . 7 . | . . . |\n");
        assertThat(onlyPuzzle(spaced).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(pretty).grid()).isEqualTo(grid(PUZZLE));
        assertThat(onlyPuzzle(spaced.replace('.', '0')).grid()).isEqualTo(grid(PUZZLE));
    }

    @Test
    void grids_follow_each_other_without_blank_lines_and_keep_their_first_row_lines() {
        List<Entry> entries = read(rows(null, "") + rows("-----------", "|") + "\n" + PUZZLE + "\n");

        assertThat(entries).extracting(Entry::line).containsExactly(1, 10, 22);
        assertThat(entries)
                .allMatch(e -> e instanceof Entry.Puzzle p && p.grid().equals(grid(PUZZLE)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"o", "short", "long"})
    void a_grid_with_a_bad_row_anywhere_is_one_error_and_the_grids_after_it_keep_their_rows(String fault) {
        String second = PUZZLE.substring(9) + PUZZLE.substring(0, 9);
        String third = new StringBuilder(PUZZLE).reverse().toString();
        for (String gap : List.of("", "\n")) {
            for (int row = 0; row < 9; row++) {
                String[] lines = rows(null, "").split("\n");
                String good = lines[row];
                lines[row] = switch (fault) {
                    case "short" -> good.substring(1);
                    case "long" -> good + "1";
                    default -> fault + good.substring(1);};
                String text = String.join("\n", lines) + "\n" + gap + asRows(second) + gap + asRows(third);

                List<Entry> entries = read(text);

                String where = fault + " row " + (row + 1) + (gap.isEmpty() ? "" : ", grids apart");
                assertThat(entries).as(where).hasSize(3);
                String typo = "line " + (row + 1)
                        + switch (fault) {
                            case "short" -> ": 8 cells, a row needs 9";
                            case "long" -> ": 10 cells, a row needs 9";
                            default -> ", column 1: 'o' is not a digit";
                        };
                assertThat(entries.get(0)).as(where).isInstanceOfSatisfying(Entry.Malformed.class, bad -> assertThat(
                                bad.message())
                        .startsWith(typo));
                int step = 9 + gap.length();
                assertThat(((Entry.Puzzle) entries.get(1)).line()).as(where).isEqualTo(1 + step);
                assertThat(((Entry.Puzzle) entries.get(1)).grid()).as(where).isEqualTo(grid(second));
                assertThat(((Entry.Puzzle) entries.get(2)).line()).as(where).isEqualTo(1 + 2 * step);
                assertThat(((Entry.Puzzle) entries.get(2)).grid()).as(where).isEqualTo(grid(third));
            }
        }
    }

    @Test
    void a_bad_line_of_a_row_s_length_before_a_puzzle_line_or_an_empty_line_is_reported_on_its_own() {
        List<Entry> beforeLine = read("hello1234\n" + PUZZLE + "\n");
        List<Entry> beforeGap = read("hello1234\n\n" + rows(null, ""));

        for (List<Entry> entries : List.of(beforeLine, beforeGap)) {
            assertThat(entries).hasSize(2);
            assertThat(entries.get(0)).isInstanceOf(Entry.Malformed.class);
            assertThat(((Entry.Puzzle) entries.get(1)).grid()).isEqualTo(grid(PUZZLE));
        }
    }

    private static String asRows(String puzzle) {
        return puzzle.replaceAll("(.{9})", "$1\n");
    }

    @Test
    void a_numbers_grid_of_16_rows_is_read() {
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < 16; r++) {
            for (int c = 0; c < 16; c++) {
                text.append(c == 0 ? "" : " ").append(c == r ? Integer.toString(16 - r) : ".");
            }
            text.append('\n');
        }

        Grid grid = onlyPuzzle(text.toString()).grid();

        assertThat(grid.size()).isEqualTo(16);
        assertThat(grid.get(0, 0)).isEqualTo(16);
        assertThat(grid.get(15, 15)).isEqualTo(1);
        assertThat(grid.filledCount()).isEqualTo(16);
    }

    @Test
    void a_16_character_line_is_a_4x4_puzzle_unless_it_reads_as_a_row_of_a_16x16_grid() {
        String rowWithBigDigit = "G" + ".".repeat(15);
        StringBuilder grid16 = new StringBuilder();
        for (int r = 0; r < 16; r++) {
            // The first rows use only digits up to 4: only later rows show this is not a file of 4x4 puzzles.
            grid16.append(r < 3 ? "1234" + ".".repeat(12) : r == 5 ? rowWithBigDigit : ".".repeat(16))
                    .append('\n');
        }
        String fourByFour = "1234" + ".".repeat(12) + "\n" + "4321" + ".".repeat(12) + "\n";

        assertThat(onlyPuzzle(grid16.toString()).grid().size()).isEqualTo(16);
        assertThat(read(fourByFour))
                .hasSize(2)
                .allMatch(e -> e instanceof Entry.Puzzle p && p.grid().size() == 4);
        assertThat(read(fourByFour.repeat(20))).hasSize(40).allMatch(e -> e instanceof Entry.Puzzle);
    }

    @Test
    void sixteen_rows_after_a_border_line_are_one_grid_even_with_small_digits() {
        String text = "+" + "-".repeat(31) + "+\n" + ("1 2 3 4 . . . . . . . . . . . .\n").repeat(16);

        assertThat(onlyPuzzle(text).grid().size()).isEqualTo(16);
    }

    @Test
    void a_grid_drawn_with_bars_and_separators_keeps_its_box_shape() {
        String threeByTwo = "1 2 | 3 4 | 5 6\n. . | . . | . .\n. . | . . | . .\n----+-----+----\n"
                + ". . | . . | . .\n. . | . . | . .\n6 5 | 4 3 | 2 1\n";

        Grid grid = onlyPuzzle(threeByTwo).grid();

        assertThat(grid.shape()).isEqualTo(new BoxShape(3, 2));
        assertThat(grid.get(5, 0)).isEqualTo(6);
    }

    /**
     * Grids whose boxes are two or more cells wide, drawn with bars and rules and blanks written 0, where the
     * left cells of every box row are blank and the last holds a digit small enough that each box row also
     * reads as one zero-padded number ("00|03|00|00" is four numbers or eight cells): each reads back as the
     * grid drawn, box shape included, whatever its givens, on its own and between others.
     */
    @ParameterizedTest
    @ValueSource(strings = {"4x2", "8x2", "4x4", "2x4", "16x2"})
    void boxes_whose_rows_also_read_as_small_numbers_keep_the_grid_they_draw(String box) {
        BoxShape shape = BoxShape.parse(box);
        int size = shape.size();
        int piecesPerRow = size / shape.boxCols();
        java.util.Random random = new java.util.Random(size * 31L + shape.boxCols());
        for (int round = 0; round < 20; round++) {
            int[] values = new int[shape.cellCount()];
            for (int cell = 0; cell < values.length; cell++) {
                boolean lastOfBoxRow = cell % shape.boxCols() == shape.boxCols() - 1;
                // Every box row a number no larger than the count of them (and one character): the numbers reading
                // fits too.
                values[cell] =
                        lastOfBoxRow && random.nextInt(3) == 0 ? 1 + random.nextInt(Math.min(piecesPerRow, 9)) : 0;
            }
            Grid grid = Grid.of(shape, values);
            String drawn = drawnWithZeros(grid);

            assertThat(read(drawn + "\n" + drawn)).as("%s", drawn).hasSize(2).allSatisfy(entry -> {
                assertThat(entry).isInstanceOf(Entry.Puzzle.class);
                assertThat(((Entry.Puzzle) entry).grid()).isEqualTo(grid);
                assertThat(((Entry.Puzzle) entry).grid().shape()).isEqualTo(shape);
            });
        }
    }

    @Test
    void numbers_with_a_bar_between_every_two_stay_numbers_when_the_rows_for_the_wider_grid_are_missing() {
        // As characters the first row would be eight cells, but four rows do not make an 8x8 grid.
        String rows = "01|02|03|04\n03|04|01|02\n02|01|04|03\n04|03|02|01\n";

        Grid grid = onlyPuzzle(rows).grid();

        assertThat(grid.size()).isEqualTo(4);
        assertThat(grid.get(0, 3)).isEqualTo(4);
        assertThat(grid.get(3, 0)).isEqualTo(4);
    }

    /** The grid's rows with a bar between boxes and a rule between bands, blanks written 0. */
    private static String drawnWithZeros(Grid grid) {
        BoxShape shape = grid.shape();
        int size = grid.size();
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < size; r++) {
            if (r > 0 && r % shape.boxRows() == 0) {
                for (int b = 0; b < size / shape.boxCols(); b++) {
                    out.append(b == 0 ? "" : "+").append("-".repeat(shape.boxCols()));
                }
                out.append('\n');
            }
            for (int c = 0; c < size; c++) {
                out.append(c > 0 && c % shape.boxCols() == 0 ? "|" : "").append(grid.get(r, c));
            }
            out.append('\n');
        }
        return out.toString();
    }

    @Test
    void a_grid_without_drawn_boxes_gets_the_default_shape() {
        String rows = "123456\n" + "......\n".repeat(5);

        assertThat(onlyPuzzle(rows).grid().shape()).isEqualTo(new BoxShape(2, 3));
    }

    @Test
    void a_forced_shape_reads_rows_of_its_side_with_its_boxes() {
        String rows = "123456\n" + "......\n".repeat(4) + "654321\n";

        Grid grid = onlyPuzzle(rows, ReadOptions.DEFAULT.withBox(new BoxShape(3, 2)))
                .grid();

        assertThat(grid.shape()).isEqualTo(new BoxShape(3, 2));
        assertThat(grid.get(5, 0)).isEqualTo(6);
    }

    @Test
    void a_forced_16x16_shape_makes_16_character_lines_rows() {
        String rows = ("1234" + ".".repeat(12) + "\n").repeat(16);

        assertThat(onlyPuzzle(rows, ReadOptions.DEFAULT.withBox(new BoxShape(4, 4)))
                        .grid()
                        .size())
                .isEqualTo(16);
        assertThat(read(rows))
                .hasSize(16)
                .allMatch(e -> e instanceof Entry.Puzzle p && p.grid().size() == 4);
    }
}
