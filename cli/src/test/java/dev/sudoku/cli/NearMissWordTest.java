package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A word that names no file and nearly is a puzzle (a cell short, or too long for a file name) is reported
 * as a missing file and as what keeps it from being a puzzle, by every command that reads puzzles; the
 * other inputs are still answered.
 */
class NearMissWordTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate", "validate"})
    void a_puzzle_a_cell_short_says_so_and_the_next_input_is_answered(String command) {
        String shortByOne = PUZZLE.substring(1);
        CommandRun run = CommandRun.of(command, "--format", "json", shortByOne, PUZZLE);

        List<JsonNode> records = Json.records(run);
        assertThat(records).hasSize(2);
        assertThat(records.get(0).get("status").asText()).isEqualTo("INVALID");
        assertThat(records.get(0).get("error").asText())
                .isEqualTo("cannot read '" + shortByOne + "': no such file, nor is it a puzzle: "
                        + "80 characters, not a whole grid (a 9x9 puzzle has 81 cells)");
        assertThat(records.get(1).get("status").asText()).isNotEqualTo("INVALID");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(ints = {257, 300, 1000})
    void a_word_too_long_for_a_file_name_is_no_read_error(int length) {
        String word = "1".repeat(length);
        CommandRun run = CommandRun.of("solve", word);

        assertThat(run.out().strip())
                .startsWith("INVALID: cannot read '" + word + "': no such file (the name is too long for one)")
                .doesNotContain("read error")
                .contains(length + " characters, not a whole grid");
        assertThat(run.exitCode()).isEqualTo(1);
    }
}
