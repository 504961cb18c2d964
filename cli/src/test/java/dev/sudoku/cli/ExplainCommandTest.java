package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExplainCommandTest {
    private static final String MIXED = SolveCommandTest.fixture("mixed.txt");
    private static final String EASY =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static List<JsonNode> json(CommandRun run) {
        return Json.records(run);
    }

    @Test
    void a_puzzle_explained_with_the_other_core_helping_its_chains_has_the_same_steps() throws Exception {
        // Easter Monster: dozens of dynamic and nested forcing chains. With two threads and one puzzle, the
        // idle thread helps the chain searches.
        String easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
        JsonNode alone = json(CommandRun.of("explain", "--format", "json", "--threads", "1", easterMonster))
                .get(0);
        JsonNode helped = json(CommandRun.of("explain", "--format", "json", "--threads", "2", easterMonster))
                .get(0);

        assertThat(alone.get("status").asText()).isEqualTo("SOLVED");
        assertThat(alone.get("steps").toString()).contains("NESTED_FORCING_CHAIN");
        assertThat(helped.get("steps")).isEqualTo(alone.get("steps"));
        assertThat(helped.get("solution")).isEqualTo(alone.get("solution"));
    }

    @Test
    void every_entry_of_a_mixed_batch_gets_one_json_record_in_input_order() throws Exception {
        List<JsonNode> records = json(CommandRun.of("explain", "--format", "json", MIXED));

        assertThat(records)
                .extracting(r -> r.get("status").asText())
                .containsExactly("SOLVED", "INVALID", "MULTIPLE", "SOLVED", "NONE", "INVALID", "SOLVED");
        assertThat(records).extracting(r -> r.get("line").asInt()).containsExactly(2, 3, 4, 6, 7, 8, 9);
        assertThat(records).allSatisfy(r -> assertThat(Json.keys(r)).isEqualTo(Json.keys(View.EXPLAIN)));
        assertThat(records.get(1).get("error").asText()).contains("line 3");
        assertThat(records.get(2).get("uniqueness").asBoolean()).isFalse();
        assertThat(records.get(5).get("error").asText()).contains("r1c1").contains("r1c2");
    }

    @Test
    void the_json_steps_lead_from_the_puzzle_to_the_grid_reported_and_that_grid_agrees_with_the_solution()
            throws Exception {
        JsonNode record =
                json(CommandRun.of("explain", "--format", "json", EASY)).get(0);
        Grid puzzle = PuzzleReader.parse(EASY);
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();

        int[] values = puzzle.toArray();
        int placements = 0;
        for (JsonNode step : record.get("steps")) {
            assertThat(step.get("text").asText()).startsWith(step.get("name").asText() + ":");
            for (JsonNode placement : step.get("placements")) {
                String[] parts = placement.asText().substring(1).split("[c=]");
                int cell = (Integer.parseInt(parts[0]) - 1) * 9 + Integer.parseInt(parts[1]) - 1;
                values[cell] = Integer.parseInt(parts[2]);
                placements++;
            }
        }
        assertThat(Grid.of(puzzle.shape(), values).toString())
                .isEqualTo(record.get("grid").asText());
        assertThat(record.get("status").asText()).isEqualTo("SOLVED");
        assertThat(record.get("stepCount").asInt())
                .isEqualTo(record.get("steps").size());
        assertThat(record.get("cycles").asInt()).isPositive();
        assertThat(record.get("grid").asText()).isEqualTo(solution.toString());
        assertThat(placements).isEqualTo(81 - puzzle.toString().replace(".", "").length());
    }

    @Test
    void a_puzzle_logic_cannot_finish_shows_every_candidate_of_the_position_reached() throws Exception {
        // Several solutions: logic stops at once with the full candidate sets.
        CommandRun run = CommandRun.of("explain", "--format", "json", "1234" + ".".repeat(12));
        JsonNode record = json(run).get(0);
        assertThat(record.get("status").asText()).isEqualTo("MULTIPLE");
        assertThat(record.get("candidates").asText()).hasSize(64);
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void text_output_shows_the_givens_numbered_steps_the_result_and_the_counts() {
        CommandRun run = CommandRun.of("explain", EASY);
        List<String> lines = run.lines();

        assertThat(lines.get(0)).isEqualTo("# argument 1, line 1: SOLVED");
        assertThat(lines.get(1)).isEqualTo("4 . . | . . . | 8 . 5");
        assertThat(lines).anyMatch(line -> line.matches(" 1\\. .+: .+"));
        assertThat(lines).anyMatch(line -> line.matches("Solved by logic in \\d+ steps, [1-9]\\d* cycles\\."));
        assertThat(lines).anyMatch(line -> line.startsWith("Steps per technique: "));
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void a_puzzle_without_solution_says_where_logic_found_the_contradiction() {
        CommandRun run = CommandRun.of("explain", "--format", "line", "12345678." + ".".repeat(71) + "9");
        assertThat(run.lines().get(0)).contains("NONE: no solution");
        assertThat(run.out()).contains("Logic stops after").contains("r1c9 has no candidate left");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void an_explanation_out_of_time_is_a_timeout_that_keeps_the_steps_found() {
        // forum_hardest_1106.txt, line 54: a few pointing steps first, then 3.5 s of nested chains even
        // in a warm process (measured), so 0.2 s runs out on any machine.
        String hard = "5.......9.2.1...7...8...3...4.6.........5.......2.7.1...3...8...6...4.2.9.......5";
        long start = System.nanoTime();
        CommandRun json = CommandRun.of("explain", "--time-limit", "0.2", "--format", "json", hard);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        JsonNode record = Json.records(json).get(0);
        CommandRun text = CommandRun.of("explain", "--time-limit", "0.2", "--format", "line", hard);

        assertThat(millis).isLessThan(10_000);
        assertThat(record.get("status").asText()).isEqualTo("TIMEOUT");
        assertThat(record.get("stepCount").asInt())
                .isPositive()
                .isEqualTo(record.get("steps").size());
        assertThat(record.get("error").asText()).startsWith("the explanation did not finish within 0.2 s");
        assertThat(record.get("candidates").asText()).hasSize(729);
        assertThat(json.exitCode()).isEqualTo(1);
        assertThat(text.out()).contains("Time runs out after");
    }
}
