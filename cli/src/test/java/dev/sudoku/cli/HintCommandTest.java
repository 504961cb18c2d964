package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class HintCommandTest {
    private static final String EASY =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void the_three_levels_tell_more_and_more_of_the_same_step() throws Exception {
        String first = CommandRun.of("hint", "--level", "1", EASY).out().strip();
        String second = CommandRun.of("hint", "--level", "2", EASY).out().strip();
        String third = CommandRun.of("hint", "--level", "3", EASY).out().strip();
        JsonNode explained = Json.MAPPER.readTree(
                CommandRun.of("explain", "--format", "json", EASY).lines().get(0));
        String firstStep = explained.get("steps").get(0).get("text").asText();
        String name = explained.get("steps").get(0).get("name").asText();

        assertThat(first).startsWith("Technique: " + name + ". Look in ");
        assertThat(second).startsWith(name + ": look at ");
        assertThat(third).isEqualTo(firstStep);
    }

    @Test
    void json_hints_hold_the_whole_step_only_at_level_three() throws Exception {
        JsonNode low = Json.MAPPER.readTree(
                CommandRun.of("hint", "--format", "json", "--level", "2", EASY).out());
        JsonNode full = Json.MAPPER.readTree(
                CommandRun.of("hint", "--format", "json", "--level", "3", EASY).out());

        assertThat(low.fieldNames())
                .toIterable()
                .containsExactly("file", "line", "status", "level", "technique", "hint", "step", "error");
        assertThat(low.get("step").isNull()).isTrue();
        assertThat(full.get("step").get("text").asText())
                .isEqualTo(full.get("hint").asText());
        assertThat(full.get("technique").asText())
                .isEqualTo(low.get("technique").asText());
    }

    @Test
    void each_input_gets_one_line_and_bad_ones_say_why() {
        CommandRun run = CommandRun.of("hint", SolveCommandTest.fixture("mixed.txt"));
        List<String> lines = run.lines();
        assertThat(lines).hasSize(7);
        assertThat(lines.get(1)).startsWith("INVALID: ").contains("line 3");
        assertThat(lines.get(2)).endsWith("(the puzzle has several solutions, so uniqueness techniques are off)");
        assertThat(lines.get(5)).startsWith("INVALID: ").contains("r1c1");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void a_level_outside_one_to_three_is_a_usage_error() {
        CommandRun run = CommandRun.of("hint", "--level", "4", EASY);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--level must be 1, 2 or 3");
    }
}
