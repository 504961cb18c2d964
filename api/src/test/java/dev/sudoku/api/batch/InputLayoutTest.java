package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InputLayoutTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void a_file_not_named_csv_is_read_whole_line_by_line() {
        InputLayout layout = InputLayout.of("puzzles.txt", "id,puzzle");

        assertThat(layout).isEqualTo(InputLayout.TEXT);
        assertThat(layout.row(1, "id,puzzle")).isEqualTo(new InputLayout.Text("id,puzzle"));
    }

    @Test
    void the_puzzle_column_is_found_by_name_and_the_header_gives_no_row() {
        InputLayout layout = InputLayout.of("set.CSV", "id, Puzzle ,rating");

        assertThat(layout.column()).isEqualTo(1);
        assertThat(layout.row(1, "id, Puzzle ,rating")).isInstanceOf(InputLayout.Header.class);
        assertThat(layout.row(2, "7,\"" + PUZZLE + "\",3.4")).isEqualTo(new InputLayout.Text(PUZZLE));
    }

    @Test
    void kaggle_quizzes_column_is_the_puzzle_and_an_unnamed_header_means_the_first_column() {
        assertThat(InputLayout.of("k.csv", "quizzes,solutions").column()).isZero();
        assertThat(InputLayout.of("k.csv", "solutions,quizzes").column()).isEqualTo(1);
        assertThat(InputLayout.of("k.csv", "grid,source").column()).isZero();
        assertThat(InputLayout.of("k.csv", null).column()).isZero();
    }

    @Test
    void a_row_without_the_column_or_with_broken_quoting_is_bad_naming_its_line() {
        InputLayout layout = InputLayout.of("set.csv", "id,puzzle");

        assertThat(layout.row(5, "only-one-field"))
                .isEqualTo(new InputLayout.Bad("line 5: the row has 1 field, no column 'puzzle' (column 2)"));
        assertThat(layout.row(6, "1,\"unclosed")).isInstanceOf(InputLayout.Bad.class);
        assertThat(((InputLayout.Bad) layout.row(6, "1,\"unclosed")).message()).startsWith("line 6: not a CSV row");
    }

    @Test
    void parquet_inputs_are_named_by_their_ending() {
        assertThat(InputLayout.isParquet("out/rated.parquet")).isTrue();
        assertThat(InputLayout.isParquet("out/rated.PARQUET/")).isTrue();
        assertThat(InputLayout.isParquet("rated.jsonl")).isFalse();
    }
}
