package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

class DedupeTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /** The same puzzle with the digits 1 and 2 swapped: an equivalent puzzle. */
    private static String relabelled(String puzzle) {
        return puzzle.replace('1', 'x').replace('2', '1').replace('x', '2');
    }

    /** The error of {@code batch solve}'s report on {@code text} at line {@code line}. */
    private static String solveError(long line, String text) {
        return (String) new LineBatch(BatchJob.SOLVE, 0, false)
                .worker()
                .reports("in", line, text)
                .get(0)
                .get(Field.ERROR);
    }

    @Test
    void the_first_puzzle_of_a_class_is_kept_with_the_class_size() {
        String other = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

        List<String> rows = Dedupe.rows(
                InputLayout.TEXT,
                List.of(PUZZLE, other, "", relabelled(PUZZLE), PUZZLE).iterator());

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).startsWith("1," + PUZZLE + ",").endsWith(",3,");
        assertThat(rows.get(1)).startsWith("2," + other + ",").endsWith(",1,");
    }

    @Test
    void a_repeated_digit_is_named_in_the_words_of_the_solve_and_rate_reports() {
        // Digit 5 twice in row 1: no canonical form, and INVALID for solve and rate.
        String repeated = "5" + PUZZLE.substring(1, 3) + "5" + PUZZLE.substring(4);
        String solveError = solveError(1, repeated);

        List<Dedupe.Keyed> keyed = Dedupe.key(InputLayout.TEXT, 1, repeated);

        assertThat(solveError).contains("appears twice in row 1");
        assertThat(keyed).singleElement().extracting(Dedupe.Keyed::error).isEqualTo(solveError);
    }

    @Test
    void a_line_that_is_not_a_puzzle_is_a_row_with_its_error_in_place() {
        List<String> rows = Dedupe.rows(
                InputLayout.TEXT, List.of(PUZZLE, "not, a \"puzzle\"", PUZZLE).iterator());

        assertThat(rows).hasSize(2);
        // The message holds commas and quotes (it repeats the line): quoted, its quotes doubled, as CSV
        // readers expect.
        assertThat(rows.get(1))
                .startsWith("2,,,,\"line 2")
                .contains("\"\"puzzle\"\"")
                .endsWith("\"");
    }

    @Test
    void a_row_of_a_grid_over_several_lines_is_named_by_its_own_line_as_solve_and_rate_name_it() {
        String row = PUZZLE.substring(0, 9);
        String solveError = solveError(5, row);

        List<Dedupe.Keyed> keyed = Dedupe.key(InputLayout.TEXT, 5, row);

        assertThat(solveError).startsWith("line 5: ").endsWith(LineAloneMessage.ONE_PUZZLE_A_LINE);
        assertThat(keyed).singleElement().extracting(Dedupe.Keyed::error).isEqualTo(solveError);
    }

    @Test
    void a_csv_input_is_deduplicated_by_its_puzzle_column_with_file_line_numbers() {
        List<String> lines = List.of("id,puzzle", "a," + PUZZLE, "b," + relabelled(PUZZLE), "c");
        InputLayout layout = InputLayout.of("in.csv", lines.get(0));

        List<String> rows = Dedupe.rows(layout, lines.iterator());

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).startsWith("2," + PUZZLE + ",").endsWith(",2,");
        assertThat(rows.get(1)).startsWith("4,,,,").contains("no column 'puzzle'");
    }
}
