package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON's {@code solution} is the exact solver's whenever it is known (the only one for one solution, the
 * first found for several), even where logic stops short; the text formats still show what logic reached.
 */
class KnownSolutionTest {
    /** Arto Inkala's 2012 puzzle: one solution, and the se-nochains profile's logic stops early. */
    private static final String STUCK =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    /** docs/examples/puzzles.txt's second puzzle: several solutions. */
    private static final String SEVERAL =
            "8.........59.......76..........2.597...5.3168......432...671945...938216...452783";

    @ParameterizedTest
    @ValueSource(strings = {"solve --logic-only", "solve --search bivalue --depth 1", "explain --profile se-nochains"})
    void a_puzzle_with_one_solution_where_logic_stops_short_carries_its_solution(String command) {
        JsonNode report = json(command, STUCK);

        assertThat(report.get("status").asText()).isIn("STUCK", "UNRESOLVED");
        assertThat(report.get("solutions").asInt()).isEqualTo(1);
        assertThat(report.get("solution").asText())
                .isEqualTo(Solvers.create("auto")
                        .solve(PuzzleReader.parse(STUCK))
                        .solution()
                        .orElseThrow()
                        .toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve --logic-only", "explain --profile se-nochains"})
    void a_puzzle_with_several_solutions_carries_the_first_found(String command) {
        JsonNode report = json(command, SEVERAL);

        assertThat(report.get("status").asText()).isEqualTo("MULTIPLE");
        assertThat(report.get("solution").asText()).hasSize(81).doesNotContain(".");
    }

    @org.junit.jupiter.api.Test
    void a_variant_where_logic_stops_short_carries_its_solution_and_draws_what_logic_reached() {
        String x = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

        JsonNode report = Json.records(CommandRun.of("solve", "--variant", "x", "--logic-only", "--format", "json", x))
                .get(0);
        String grid = CommandRun.of("solve", "--variant", "x", "--logic-only", "--format", "grid", x)
                .out();

        assertThat(report.get("status").asText()).isEqualTo("STUCK");
        assertThat(report.get("solution").asText()).hasSize(81).doesNotContain(".");
        assertThat(grid).contains("\n2 . . 8");
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "grid"})
    void the_text_formats_still_show_where_logic_stopped(String format) {
        String out = CommandRun.of("solve", "--logic-only", "--format", format, STUCK)
                .out();

        if (format.equals("line")) {
            assertThat(out)
                    .startsWith("STUCK ")
                    .contains(
                            json("solve --logic-only", STUCK).get("candidates").asText());
        } else {
            assertThat(out).contains("# argument 1, line 1: STUCK").contains("|");
        }
    }

    private static JsonNode json(String command, String puzzle) {
        String[] args = (command + " --format json " + puzzle).split(" ");
        return Json.records(CommandRun.of(args)).get(0);
    }
}
