package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Options do what they say in the mode asked for, and an option that would do nothing is refused. */
class OptionConsistencyTest {
    private static final String EASY =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** Several solutions. */
    private static final String SEVERAL =
            "8.........59.......76..........2.597...5.3168......432...671945...938216...452783";

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--depth 3|--depth applies to --search bivalue only",
                "--profile se|applies to --logic-only and --search only",
                "--max-guesses 5|--max-guesses applies to --search only",
                "--logic-only --count 5|applies to the exact solver only",
                "--logic-only --max-nodes 5|applies to the exact solver only",
                "--search guess --solver band|applies to the exact solver only",
                "--search guess --depth 2|applies to --search bivalue only",
                "--logic-only --max-guesses 9|applies to --search only",
                "--search bivalue --depth 9|--depth"
            })
    void an_option_outside_its_mode_is_refused_with_the_reason(String options, String reason) {
        String[] args = ("solve " + options + " " + EASY).split(" ");
        CommandRun run = CommandRun.of(args);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(reason);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void a_bivalue_depth_asked_for_is_searched_to_and_no_further() throws Exception {
        // top1465, line 2: one cell fixed at a time settles nothing, two at a time solve it.
        String twoDeep = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
        JsonNode one = Json.MAPPER.readTree(
                CommandRun.of("solve", "--search", "bivalue", "--depth", "1", "--format", "json", twoDeep)
                        .out());
        JsonNode byDefault =
                Json.MAPPER.readTree(CommandRun.of("solve", "--search", "bivalue", "--format", "json", twoDeep)
                        .out());

        assertThat(one.get("depth").asInt()).isEqualTo(1);
        assertThat(one.get("status").asText()).isEqualTo("UNRESOLVED");
        assertThat(one.get("error").asText()).endsWith("within depth 1");
        assertThat(byDefault.get("status").asText()).isEqualTo("SOLVED");
        assertThat(byDefault.get("depth").asInt()).isEqualTo(2);
        assertThat(byDefault.get("combinations").asLong())
                .isGreaterThan(one.get("combinations").asLong());
    }

    @Test
    void logic_only_on_a_puzzle_with_several_solutions_says_multiple_with_the_position_reached() throws Exception {
        CommandRun run = CommandRun.of("solve", "--logic-only", "--format", "json", SEVERAL);
        JsonNode record = Json.MAPPER.readTree(run.out());

        assertThat(record.get("status").asText()).isEqualTo("MULTIPLE");
        assertThat(record.get("solutions").asInt()).isEqualTo(2);
        assertThat(record.get("uniqueness").asBoolean()).isFalse();
        assertThat(record.get("candidates").asText()).hasSize(729);
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void rate_refuses_a_template_with_an_unknown_field() {
        CommandRun unknown = CommandRun.of("rate", "--format", "%r %x", EASY);

        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("unknown field %x");
    }

    @Test
    void a_prime_size_alone_is_refused_and_its_latin_square_made_only_when_asked_by_its_shape() {
        CommandRun seven = CommandRun.of("generate", "--size", "7");
        CommandRun latin = CommandRun.of("generate", "--box", "1x5", "--seed", "3");

        assertThat(seven.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(seven.err()).contains("makes a Latin square; give --box 1x7");
        assertThat(latin.exitCode()).isZero();
        assertThat(latin.out().strip()).hasSize(25);
    }

    @Test
    void hint_grid_format_shows_the_position_with_the_hint() {
        CommandRun line = CommandRun.of("hint", EASY);
        CommandRun grid = CommandRun.of("hint", "--format", "grid", EASY);

        assertThat(grid.lines().get(0)).isEqualTo("# argument 1, line 1: HINT");
        assertThat(grid.lines().get(1)).isEqualTo(line.out().strip());
        assertThat(grid.out()).contains("4 . . | . . . | 8 . 5");
    }
}
