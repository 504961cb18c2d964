package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.json.Field;
import org.junit.jupiter.api.Test;

class LineBatchTest {
    private static final String EASY =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /** Arto Inkala's "Everest" (2012): rating it takes far more than a millisecond. */
    private static final String HARD =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    @Test
    void a_puzzle_line_gives_one_report_naming_its_file_and_line() {
        LineBatch.Worker worker = new LineBatch(BatchJob.SOLVE, 10, false).worker();

        assertThat(worker.apply("in.txt", 7, EASY))
                .singleElement()
                .asString()
                .startsWith("{\"file\":\"in.txt\",\"line\":7,\"status\":\"SOLVED\"")
                .contains("\"micros\":null");
    }

    @Test
    void blank_and_comment_lines_give_no_report() {
        LineBatch.Worker worker = new LineBatch(BatchJob.RATE, 10, false).worker();

        assertThat(worker.apply("in.txt", 1, "")).isEmpty();
        assertThat(worker.apply("in.txt", 2, "# a comment")).isEmpty();
    }

    @Test
    void a_malformed_line_is_an_invalid_report_naming_its_own_line() {
        LineBatch.Worker worker = new LineBatch(BatchJob.RATE, 10, false).worker();

        assertThat(worker.apply("in.txt", 42, "not a puzzle at all"))
                .singleElement()
                .asString()
                .contains("\"line\":42", "\"status\":\"INVALID\"", "\"error\":\"line 42");
    }

    @Test
    void a_row_of_a_grid_over_several_lines_says_batch_reads_one_puzzle_a_line_not_that_the_input_ended() {
        LineBatch.Worker worker = new LineBatch(BatchJob.SOLVE, 10, false).worker();

        String bare = (String)
                worker.reports("in.txt", 12, EASY.substring(0, 9)).get(0).get(Field.ERROR);
        String boxed = (String)
                worker.reports("in.txt", 13, "5 3 . | . 7 . | . . .").get(0).get(Field.ERROR);

        assertThat(bare)
                .isEqualTo("line 12: 9 cells: too few for a puzzle (the smallest, 4x4, has 16) and not the first"
                        + " row of a 9x9 grid, as " + LineAloneMessage.ONE_PUZZLE_A_LINE);
        assertThat(boxed)
                .isEqualTo("line 13: the 9x9 grid starting here has only 1 of 9 rows: "
                        + LineAloneMessage.ONE_PUZZLE_A_LINE);
    }

    @Test
    void a_puzzle_over_its_budget_is_a_timeout_report() {
        LineBatch.Worker worker = new LineBatch(BatchJob.RATE, 0.001, false).worker();

        assertThat(worker.apply("in.txt", 1, HARD)).singleElement().asString().contains("\"status\":\"TIMEOUT\"");
    }

    @Test
    void the_same_line_gives_the_same_report_on_every_run() {
        LineBatch batch = new LineBatch(BatchJob.RATE, 10, false);

        assertThat(batch.worker().apply("a", 3, EASY)).isEqualTo(batch.worker().apply("a", 3, EASY));
    }

    @Test
    void with_timing_the_report_carries_the_time_taken() {
        assertThat(new LineBatch(BatchJob.SOLVE, 10, true).worker().apply("a", 1, EASY))
                .singleElement()
                .asString()
                .doesNotContain("\"micros\":null");
    }

    @Test
    void a_job_is_named_solve_or_rate() {
        assertThat(BatchJob.named("Rate")).isEqualTo(BatchJob.RATE);
        assertThatThrownBy(() -> BatchJob.named("explain")).hasMessageContaining("solve or rate");
        assertThatThrownBy(() -> new LineBatch(BatchJob.SOLVE, -1, false)).hasMessageContaining("time limit");
    }

    @Test
    void a_csv_input_gives_a_report_per_data_row_and_none_for_its_header() {
        LineBatch batch = new LineBatch(BatchJob.SOLVE, 10, false).withLayout(InputLayout.of("in.csv", "id,puzzle"));
        LineBatch.Worker worker = batch.worker();

        assertThat(worker.apply("in.csv", 1, "id,puzzle")).isEmpty();
        assertThat(worker.apply("in.csv", 2, "a," + EASY))
                .singleElement()
                .asString()
                .contains("\"line\":2", "\"status\":\"SOLVED\"", "\"puzzle\":\"" + EASY);
        assertThat(worker.apply("in.csv", 3, "b"))
                .singleElement()
                .asString()
                .contains("\"status\":\"INVALID\"", "line 3: the row has 1 field, no column 'puzzle'");
    }

    @Test
    void a_csv_output_has_the_schema_header_and_each_output_carries_its_level() {
        LineBatch batch = new LineBatch(BatchJob.RATE, 10, false).withFormat(OutputFormat.CSV);

        assertThat(batch.header()).startsWith("file,line,status,puzzle,box,solutions,stepCount,er,ep,ed,level");
        LineBatch.Output output = batch.worker().outputs("in.txt", 4, EASY).get(0);
        assertThat(output.text()).startsWith("in.txt,4,RATED," + EASY + ",3x3,1,");
        assertThat(output.level()).isNotBlank();
        assertThat(output.text()).contains("," + output.level() + ",");
        assertThat(new LineBatch(BatchJob.SOLVE, 10, false).header()).isNull();
    }
}
