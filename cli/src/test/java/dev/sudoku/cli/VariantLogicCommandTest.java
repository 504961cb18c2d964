package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** explain, rate and generate --level on variants, through the command line. */
class VariantLogicCommandTest {
    /** Six givens of an X puzzle: far too few for one solution. */
    private static final String STUCK_GIVENS =
            "..................5.............6................................1...............";

    private static final String STUCK_BARS =
            ".rd..rd...r.rd.r.d...........d....r..dr.r.r...d.rd..d.d.r.r..dd............r...r.";
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
        // A minimal partial-consecutive puzzle of three givens, unique, whose path stops after 17 steps,
        // nested forcing chains included (seed 9500 of the soundness walk's partial-consecutive puzzles).
        String stuck = STUCK_GIVENS + "\n" + STUCK_BARS + "\n";

        CommandRun explained =
                CommandRun.withInput(stuck, "explain", "--variant", "partial-consecutive", "--format", "json");
        CommandRun rated = CommandRun.withInput(stuck, "rate", "--variant", "partial-consecutive", "--format", "json");

        JsonNode path = Json.records(explained).get(0);
        assertThat(explained.exitCode()).isEqualTo(1);
        assertThat(path.get("status").asText()).isEqualTo("STUCK");
        assertThat(path.get("candidates").asText()).hasSize(81 * 9);
        assertThat(path.get("steps").get(0).get("text").asText())
                .isEqualTo("Aligned Pair Exclusion: r1c2,r1c3 with r2c3 => r1c2<>3, r1c3<>4, r1c3<>6, r1c3<>9");
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
        assertThat(reports.get(1).get("status").asText()).isEqualTo("RATED");
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
            // Levels 1 and 3 name the diagonal (d1 or d2), level 2 the digit and its cell, as classic hints do.
            assertThat(hint.get("hint").asText())
                    .containsPattern(level.equals("2") ? "look at \\d in r\\dc\\d\\." : "\\bd[12]\\b");
        }
        JsonNode whole = Json.records(CommandRun.of("hint", "--variant", "x", "--level", "3", "--format", "json", hard))
                .get(0);
        assertThat(whole.get("step")).isEqualTo(first);
        assertThat(whole.get("hint").asText()).isEqualTo(first.get("text").asText());
    }

    @Test
    void a_killer_is_explained_rated_and_hinted_by_its_cages_and_the_45_rule() {
        String killer = "1234............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
        CommandRun explained = CommandRun.withInput(killer, "explain", "--variant", "killer", "--format", "json");
        assertThat(explained.exitCode()).as(explained.err()).isZero();
        JsonNode path = Json.records(explained).get(0);
        assertThat(path.get("status").asText()).isEqualTo("SOLVED");
        JsonNode exact = Json.records(CommandRun.withInput(killer, "solve", "--variant", "killer", "--format", "json"))
                .get(0);
        assertThat(path.get("solution")).isEqualTo(exact.get("solution"));
        List<String> techniques = new java.util.ArrayList<>();
        path.get("steps").forEach(step -> techniques.add(step.get("technique").asText()));
        assertThat(techniques).contains("CAGE_COMBINATION");

        JsonNode rated = Json.records(CommandRun.withInput(killer, "rate", "--variant", "killer", "--format", "json"))
                .get(0);
        assertThat(rated.get("status").asText()).isEqualTo("RATED");
        assertThat(rated.get("hardest").asText()).isEqualTo("CAGE_COMBINATION");
        assertThat(rated.get("er").asDouble()).isEqualTo(1.5);
        assertThat(rated.get("cages").asText()).isEqualTo("AABBCDDBCEFFGEHH");
        assertThat(rated.get("sums").asText()).isEqualTo("A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3");

        JsonNode hint = Json.records(
                        CommandRun.withInput(killer, "hint", "--variant", "killer", "--level", "3", "--format", "json"))
                .get(0);
        assertThat(hint.get("status").asText()).isEqualTo("HINT");
        assertThat(hint.get("hint").asText())
                .isEqualTo(path.get("steps").get(0).get("text").asText());
    }

    @Test
    void levels_are_made_for_killer_and_consecutive_and_rate_at_their_level() {
        for (String variant : List.of("killer", "consecutive")) {
            CommandRun made = CommandRun.of(
                    "generate", "--variant", variant, "--level", "easy", "--seed", "5", "--format", "json");
            assertThat(made.exitCode()).as(variant + ": " + made.err()).isZero();
            JsonNode puzzle = Json.records(made).get(0);
            assertThat(puzzle.get("level").asText()).as(variant).isEqualTo("Easy");
            String extra = variant.equals("killer")
                    ? puzzle.get("cages").asText() + "\n" + puzzle.get("sums").asText()
                    : puzzle.get("bars").asText();
            String input = puzzle.get("puzzle").asText() + "\n" + extra + "\n";
            JsonNode rated = Json.records(CommandRun.withInput(input, "rate", "--variant", variant, "--format", "json"))
                    .get(0);
            assertThat(rated.get("er")).as(variant).isEqualTo(puzzle.get("er"));
            assertThat(rated.get("level").asText()).as(variant).isEqualTo("Easy");
        }
    }
}
