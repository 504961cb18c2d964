package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** explain, rate and generate --level on variants, through the command line. */
class VariantLogicCommandTest {
    /** Six givens of an X puzzle: far too few for one solution. */
    private static final String OPEN_X = ".23......4.5......67......." + ".".repeat(54);

    @Test
    void a_puzzle_made_at_a_level_rates_at_that_level_and_its_explanation_solves_it() {
        CommandRun made = CommandRun.of(
                "generate",
                "--variant",
                "jigsaw",
                "--level",
                "moderate",
                "--count",
                "2",
                "--seed",
                "3",
                "--format",
                "json");
        assertThat(made.exitCode()).as(made.err()).isZero();
        List<JsonNode> puzzles = Json.records(made);
        assertThat(puzzles).hasSize(2).allSatisfy(p -> assertThat(p.get("level").asText())
                .isEqualTo("Moderate"));

        for (JsonNode puzzle : puzzles) {
            String input =
                    puzzle.get("puzzle").asText() + "\n" + puzzle.get("regions").asText() + "\n";
            JsonNode rated = Json.records(
                            CommandRun.withInput(input, "rate", "--variant", "jigsaw", "--format", "json"))
                    .get(0);
            assertThat(rated.get("status").asText()).isEqualTo("RATED");
            assertThat(rated.get("er")).isEqualTo(puzzle.get("er"));
            assertThat(rated.get("level").asText()).isEqualTo("Moderate");

            CommandRun explained = CommandRun.withInput(input, "explain", "--variant", "jigsaw", "--format", "json");
            assertThat(explained.exitCode()).isZero();
            JsonNode path = Json.records(explained).get(0);
            assertThat(path.get("status").asText()).isEqualTo("SOLVED");
            assertThat(path.get("solution")).isEqualTo(puzzle.get("solution"));
            assertThat(path.get("stepCount").asInt())
                    .isEqualTo(path.get("steps").size());
        }
    }

    @Test
    void a_puzzle_with_many_solutions_is_refused_as_multiple() {
        CommandRun explained = CommandRun.of("explain", "--variant", "x", "--format", "json", OPEN_X);

        JsonNode report = Json.records(explained).get(0);
        assertThat(explained.exitCode()).isEqualTo(1);
        assertThat(report.get("status").asText()).isEqualTo("MULTIPLE");
        assertThat(report.get("variant").asText()).isEqualTo("x");
    }

    @Test
    void a_puzzle_the_techniques_cannot_finish_is_stuck_with_its_candidates() {
        // A minimal X puzzle, unique, whose path stops after three steps (found by generate --variant x --seed 3).
        String hard = "6..3.........9.....3...5....4......5.2.....6....4....3......8.74..1......6.98...2";

        CommandRun explained = CommandRun.of("explain", "--variant", "x", "--format", "json", hard);
        CommandRun rated = CommandRun.of("rate", "--variant", "x", "--format", "json", hard);

        JsonNode path = Json.records(explained).get(0);
        assertThat(explained.exitCode()).isEqualTo(1);
        assertThat(path.get("status").asText()).isEqualTo("STUCK");
        assertThat(path.get("candidates").asText()).hasSize(81 * 9);
        assertThat(path.get("steps").get(0).get("text").asText()).contains("main diagonal");
        assertThat(Json.records(rated).get(0).get("status").asText()).isEqualTo("STUCK");
        assertThat(rated.exitCode()).isEqualTo(1);
    }

    @Test
    void a_malformed_entry_names_its_line_and_the_run_goes_on() {
        String input = "12\n" + "6..3.........9.....3...5....4......5.2.....6....4....3......8.74..1......6.98...2\n";

        CommandRun rated = CommandRun.withInput(input, "rate", "--variant", "x", "--format", "json");

        List<JsonNode> reports = Json.records(rated);
        assertThat(reports).hasSize(2);
        assertThat(reports.get(0).get("status").asText()).isEqualTo("INVALID");
        assertThat(reports.get(0).get("error").asText()).startsWith("line 1");
        assertThat(reports.get(1).get("status").asText()).isEqualTo("STUCK");
    }

    @Test
    void a_hint_at_each_level_is_the_first_step_of_the_explanation() {
        String hard = "6..3.........9.....3...5....4......5.2.....6....4....3......8.74..1......6.98...2";
        JsonNode first = Json.records(CommandRun.of("explain", "--variant", "x", "--format", "json", hard))
                .get(0)
                .get("steps")
                .get(0);

        for (String level : List.of("1", "2", "3")) {
            CommandRun hinted = CommandRun.of("hint", "--variant", "x", "--level", level, "--format", "json", hard);
            JsonNode hint = Json.records(hinted).get(0);
            assertThat(hinted.exitCode()).isZero();
            assertThat(hint.get("status").asText()).isEqualTo("HINT");
            assertThat(hint.get("technique")).isEqualTo(first.get("technique"));
            assertThat(hint.get("hint").asText()).contains("main diagonal");
        }
        JsonNode whole = Json.records(CommandRun.of("hint", "--variant", "x", "--level", "3", "--format", "json", hard))
                .get(0);
        assertThat(whole.get("step")).isEqualTo(first);
        assertThat(whole.get("hint").asText()).isEqualTo(first.get("text").asText());
    }

    @Test
    void killer_and_consecutive_are_refused_with_the_reason_by_the_logic_commands_and_levels() {
        String killer = "1234............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
        for (String command : List.of("explain", "rate", "hint")) {
            CommandRun run = CommandRun.withInput(killer, command, "--variant", "killer");
            assertThat(run.exitCode()).as(command).isEqualTo(2);
            assertThat(run.err()).as(command).contains("does not apply to --variant killer");
        }
        CommandRun level = CommandRun.of("generate", "--variant", "consecutive", "--level", "easy");
        assertThat(level.exitCode()).isEqualTo(2);
        assertThat(level.err()).contains("--level does not apply to --variant consecutive");
    }
}
