package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * In every command's line format an INVALID entry's reason names its line, whatever made it invalid; JSON's
 * {@code error} is that same reason, and a grid header names the line once.
 */
class InvalidLinesTest {
    private static final String INPUT = "# a comment, then a unique puzzle, a repeated given and a short line\n"
            + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
            + "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
            + "12345\n";

    @ParameterizedTest
    @ValueSource(strings = {"solve", "rate", "hint", "validate"})
    void each_invalid_entry_names_its_line(String command) {
        CommandRun run = CommandRun.withInput(INPUT, command);

        assertThat(run.out().lines().toList())
                .hasSize(3)
                .satisfies(lines -> assertThat(lines.get(0)).doesNotStartWith("INVALID"))
                .satisfies(lines ->
                        assertThat(lines.get(1)).startsWith("INVALID: line 3: ").contains("r1c1", "r1c2"))
                .satisfies(lines -> assertThat(lines.get(2)).startsWith("INVALID: line 4: "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--logic-only", "--trace", "--search=bivalue"})
    void the_classic_modes_write_an_invalid_entry_as_the_exact_mode_does(String mode) {
        List<String> exact = CommandRun.withInput(INPUT, "solve").lines();
        List<String> classic = CommandRun.withInput(INPUT, "solve", mode).lines().stream()
                .filter(line -> !line.startsWith("#") && !line.startsWith("SOLVED"))
                .toList();

        assertThat(classic).isEqualTo(exact.subList(1, exact.size()));
        assertThat(classic.get(0)).isEqualTo("INVALID: line 3: digit 4 appears twice in row 1: r1c1 and r1c2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "solve --logic-only", "rate", "hint", "validate", "explain"})
    void the_json_error_of_an_invalid_entry_begins_with_its_line_whatever_made_it_invalid(String command) {
        String[] args = (command + " --format json").split(" ");
        List<JsonNode> reports = Json.records(CommandRun.withInput(INPUT, args));

        assertThat(reports.get(1).get("error").asText()).startsWith("line 3: ").contains("r1c1");
        assertThat(reports.get(2).get("error").asText()).startsWith("line 4: ");
    }

    @Test
    void validate_names_a_repeated_given_in_json_and_its_grid_header_as_the_other_commands_do() {
        String solveError = Json.records(CommandRun.withInput(INPUT, "solve", "--format", "json"))
                .get(1)
                .get("error")
                .asText();
        String validateError = Json.records(CommandRun.withInput(INPUT, "validate", "--format", "json"))
                .get(1)
                .get("error")
                .asText();
        String header = CommandRun.withInput(INPUT, "validate", "--format", "grid").lines().stream()
                .filter(line -> line.startsWith("# standard input, line 3: "))
                .findFirst()
                .orElseThrow();

        assertThat(validateError).isEqualTo(solveError);
        assertThat(header).isEqualTo("# standard input, line 3: INVALID: " + solveError.substring("line 3: ".length()));
    }

    @Test
    void validate_writes_every_repeated_given_in_the_words_solve_gives_the_first() {
        String solve = CommandRun.withInput(INPUT, "solve").lines().get(1);
        String validate = CommandRun.withInput(INPUT, "validate").lines().get(1);

        assertThat(solve).isEqualTo("INVALID: line 3: digit 4 appears twice in row 1: r1c1 and r1c2");
        assertThat(validate).isEqualTo(solve + "; digit 4 appears twice in box 1: r1c1 and r1c2");
    }

    @Test
    void a_digit_given_three_times_is_counted_and_every_cell_named() {
        String thrice = "444" + ".".repeat(78);

        String validate = CommandRun.of("validate", thrice).out();
        String json = Json.records(CommandRun.of("validate", "--format", "json", thrice))
                .get(0)
                .get("error")
                .asText();

        assertThat(validate)
                .isEqualTo("INVALID: line 1: digit 4 appears 3 times in row 1: r1c1, r1c2 and r1c3;"
                        + " digit 4 appears 3 times in box 1: r1c1, r1c2 and r1c3\n");
        assertThat(json).isEqualTo("line 1: digit 4 appears 3 times in row 1: r1c1, r1c2 and r1c3");
    }

    @Test
    void a_grid_header_names_the_line_once() {
        List<String> headers = CommandRun.withInput(INPUT, "solve", "--logic-only", "--format", "grid").lines().stream()
                .filter(line -> line.startsWith("# "))
                .toList();

        assertThat(headers.get(1))
                .isEqualTo("# standard input, line 3: INVALID: digit 4 appears twice in row 1:" + " r1c1 and r1c2");
        assertThat(headers.get(2))
                .startsWith("# standard input, line 4: INVALID: ")
                .doesNotContain("line 4: line");
    }

    @Test
    void binary_data_after_the_first_line_is_an_input_that_cannot_be_read_with_no_line() {
        String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        String binary = puzzle + "\n\0\0abc\n" + puzzle + "\n";

        CommandRun line = CommandRun.withInput(binary, "solve");
        List<JsonNode> json = Json.records(CommandRun.withInput(binary, "solve", "--format", "json"));

        assertThat(line.lines())
                .containsExactly("INVALID: cannot read standard input: binary data (a NUL character), not puzzle text");
        assertThat(line.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(json).singleElement().satisfies(report -> {
            assertThat(report.get("line").isNull()).isTrue();
            assertThat(report.get("error").asText()).doesNotContain("line");
        });
    }
}
