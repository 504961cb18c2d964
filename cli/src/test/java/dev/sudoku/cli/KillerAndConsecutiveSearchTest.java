package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code solve --variant killer|consecutive --logic-only | --search}: the classic modes read cages and bars. */
class KillerAndConsecutiveSearchTest {
    /** A 4x4 killer: its first row, its cage map, its sums. */
    private static final String KILLER = "1234............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
    /** The same cages: cage A (r1c1, r1c2) makes 3 with a 1, which row 1 already holds in r1c3. */
    private static final String CAGE_SUM_BROKEN =
            "2.1.............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
    /** The same cages: a 4 given in cage A, more than its sum. */
    private static final String CAGE_SUM_EXCEEDED =
            "4...............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";

    @Test
    void logic_only_solves_a_killer_reporting_the_classic_logic_only_fields() {
        CommandRun line = CommandRun.withInput(KILLER, "solve", "--variant", "killer", "--logic-only");
        CommandRun json =
                CommandRun.withInput(KILLER, "solve", "--variant", "killer", "--logic-only", "--format", "json");

        assertThat(line.exitCode()).as(line.err()).isZero();
        assertThat(line.out()).matches("SOLVED 1234341221434321 cycles=\\d+ steps=\\d+\n");
        JsonNode report = Json.records(json).get(0);
        assertThat(Json.keys(report)).isEqualTo(Json.keys(View.SOLVE_VARIANT_LOGIC_ONLY));
        assertThat(report.get("mode").asText()).isEqualTo("logic-only");
        assertThat(report.get("status").asText()).isEqualTo("SOLVED");
        assertThat(report.get("solution").asText()).isEqualTo("1234341221434321");
        assertThat(report.get("grid").asText()).isEqualTo("1234341221434321");
        assertThat(report.get("candidates").isNull()).isTrue();
        assertThat(report.get("cages").asText()).isEqualTo("AABBCDDBCEFFGEHH");
        assertThat(report.get("cycles").asInt()).isPositive();
        assertThat(report.get("stepCount").asInt()).isGreaterThanOrEqualTo(12);
    }

    @Test
    void logic_only_on_a_generated_killer_stops_stuck_with_candidates_that_keep_the_exact_solution() {
        String puzzles = CommandRun.of("generate", "--variant", "killer", "--count", "2", "--seed", "5")
                .out();
        List<JsonNode> exact =
                Json.records(CommandRun.withInput(puzzles, "solve", "--variant", "killer", "--format", "json"));
        CommandRun run =
                CommandRun.withInput(puzzles, "solve", "--variant", "killer", "--logic-only", "--format", "json");
        List<JsonNode> logic = Json.records(run);

        assertThat(logic).hasSize(2);
        int stuck = 0;
        for (int i = 0; i < logic.size(); i++) {
            JsonNode report = logic.get(i);
            String solution = exact.get(i).get("solution").asText();
            String grid = report.get("grid").asText();
            for (int cell = 0; cell < 81; cell++) {
                if (grid.charAt(cell) != '.') {
                    assertThat(grid.charAt(cell)).as("%s cell %d", report, cell).isEqualTo(solution.charAt(cell));
                } else {
                    assertThat(report.get("candidates").asText().substring(9 * cell, 9 * cell + 9))
                            .as("%s cell %d", report, cell)
                            .contains(String.valueOf(solution.charAt(cell)));
                }
            }
            if (report.get("status").asText().equals("STUCK")) {
                assertThat(report.get("error").asText()).isEqualTo("logic runs out before the grid is full");
                stuck++;
            } else {
                assertThat(report.get("solution").asText()).isEqualTo(solution);
            }
        }
        // These seeds' killers have nearly no givens: singles and cage sums alone do not finish them.
        assertThat(stuck).isPositive();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void the_grid_format_draws_the_values_logic_reached_beside_the_cage_map() {
        String puzzles = CommandRun.of("generate", "--variant", "killer", "--count", "2", "--seed", "5")
                .out();
        List<JsonNode> reports = Json.records(
                CommandRun.withInput(puzzles, "solve", "--variant", "killer", "--logic-only", "--format", "json"));
        String[] lines = CommandRun.withInput(
                        puzzles, "solve", "--variant", "killer", "--logic-only", "--format", "grid")
                .out()
                .split("\n");

        JsonNode second = reports.get(1);
        assertThat(second.get("grid").asText())
                .isNotEqualTo(second.get("puzzle").asText());
        int header = 0;
        while (!lines[header].startsWith("# standard input, line 4: STUCK")) {
            header++;
        }
        for (int row = 0; row < 9; row++) {
            String cells = second.get("grid").asText().substring(9 * row, 9 * row + 9);
            assertThat(lines[header + 1 + row]).startsWith(String.join(" ", cells.split("")) + "    ");
        }
    }

    @ParameterizedTest(name = "{0} --search {1}")
    @CsvSource({"killer,guess", "consecutive,guess", "killer,bivalue", "consecutive,bivalue"})
    void the_searches_solve_generated_puzzles_to_the_exact_solvers_solution(String variant, String search) {
        String puzzles = CommandRun.of("generate", "--variant", variant, "--count", "2", "--seed", "7")
                .out();
        List<JsonNode> exact =
                Json.records(CommandRun.withInput(puzzles, "solve", "--variant", variant, "--format", "json"));
        List<JsonNode> searched = Json.records(
                CommandRun.withInput(puzzles, "solve", "--variant", variant, "--search", search, "--format", "json"));

        assertThat(searched).hasSameSizeAs(exact).hasSize(2);
        View view = search.equals("guess") ? View.SOLVE_VARIANT_GUESS : View.SOLVE_VARIANT_BIVALUE;
        for (int i = 0; i < exact.size(); i++) {
            JsonNode report = searched.get(i);
            assertThat(Json.keys(report)).isEqualTo(Json.keys(view));
            if (search.equals("guess") || report.get("status").asText().equals("SOLVED")) {
                assertThat(report.get("status").asText()).as(report.toString()).isEqualTo("SOLVED");
                assertThat(report.get("solution")).isEqualTo(exact.get(i).get("solution"));
            } else {
                assertThat(report.get("status").asText()).as(report.toString()).isIn("UNRESOLVED", "TIMEOUT");
            }
        }
    }

    @Test
    void a_cage_sum_the_givens_leave_unmakeable_is_no_solution_naming_the_cage_and_its_cells() {
        for (String mode : List.of("--logic-only", "--search=guess", "--search=bivalue")) {
            CommandRun run =
                    CommandRun.withInput(CAGE_SUM_BROKEN, "solve", "--variant", "killer", mode, "--format", "json");
            JsonNode report = Json.records(run).get(0);

            assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
            assertThat(report.get("status").asText()).as(mode).isEqualTo("NONE");
            assertThat(report.get("error").asText()).isEqualTo("no solution");
            assertThat(report.get("contradiction").asText())
                    .as(mode)
                    .isEqualTo("cage A at r1c1, r1c2 can no longer make its sum 3: the 1 it lacks is not a"
                            + " candidate of its empty cell");
        }
    }

    @Test
    void givens_adding_up_to_more_than_a_cage_sum_are_invalid_naming_the_cage() {
        CommandRun run = CommandRun.withInput(CAGE_SUM_EXCEEDED, "solve", "--variant", "killer", "--logic-only");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.out()).isEqualTo("INVALID: line 1: the givens of cage A add up to 4, more than its sum 3\n");
    }
}
