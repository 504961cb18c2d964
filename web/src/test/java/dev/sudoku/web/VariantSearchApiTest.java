package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/variant/solve} with {@code mode} logic-only, guess or bivalue: the reports of {@code
 * solve --variant --logic-only} and {@code solve --variant --search}.
 */
class VariantSearchApiTest extends ServerTest {
    @Test
    void guessing_with_trace_answers_the_generated_solution_and_a_log_as_long_as_its_guess_count() {
        JsonNode made = generated("x", 3);
        JsonNode solved = searched("x", made, "guess", "trace", true);

        assertThat(keys(solved)).isEqualTo(fields(View.SOLVE_VARIANT_GUESS));
        assertThat(solved.get("status").asText()).as(solved.toString()).isEqualTo("SOLVED");
        assertThat(solved.get("solution").asText())
                .isEqualTo(made.get("solution").asText());
        assertThat(solved.get("trace").size()).isEqualTo(solved.get("guesses").asInt());
    }

    @Test
    void the_bivalue_search_keeps_to_the_depth_asked_for() {
        JsonNode answer = searched("windoku", generated("windoku", 4), "bivalue", "depth", 1);

        assertThat(keys(answer)).isEqualTo(fields(View.SOLVE_VARIANT_BIVALUE));
        assertThat(answer.get("mode").asText()).isEqualTo("bivalue");
        assertThat(answer.get("depth").asInt()).isBetween(0, 1);
        assertThat(answer.get("status").asText()).isIn("SOLVED", "UNRESOLVED");
    }

    @Test
    void logic_only_on_a_killer_places_only_the_generated_solutions_digits_and_keeps_them_as_candidates() {
        for (int seed = 1; seed <= 3; seed++) {
            JsonNode made = generated("killer", seed);
            JsonNode answer = server.post(
                            "/api/variant/solve", "variant", "killer", "puzzle", text(made), "mode", "logic-only")
                    .json();

            assertThat(keys(answer)).isEqualTo(fields(View.SOLVE_VARIANT_LOGIC_ONLY));
            assertThat(answer.get("mode").asText()).isEqualTo("logic-only");
            assertThat(answer.get("cages").asText()).isEqualTo(made.get("cages").asText());
            String status = answer.get("status").asText();
            assertThat(status).as(answer.toString()).isIn("SOLVED", "STUCK");
            String solution = made.get("solution").asText();
            String grid = answer.get("grid").asText();
            for (int cell = 0; cell < 81; cell++) {
                char digit = solution.charAt(cell);
                if (grid.charAt(cell) != '.') {
                    assertThat(grid.charAt(cell))
                            .as("seed %d cell %d", seed, cell)
                            .isEqualTo(digit);
                } else {
                    String candidates = answer.get("candidates").asText().substring(9 * cell, 9 * cell + 9);
                    assertThat(candidates).as("seed %d cell %d", seed, cell).contains(String.valueOf(digit));
                }
            }
            assertThat(answer.get("cycles").isNumber()).isTrue();
            assertThat(answer.get("stepCount").isNumber()).isTrue();
            if (status.equals("SOLVED")) {
                assertThat(answer.get("solution").asText()).isEqualTo(solution);
            } else {
                assertThat(answer.get("error").asText()).isEqualTo("logic runs out before the grid is full");
            }
        }
    }

    @Test
    void guessing_solves_a_killer_and_a_consecutive_puzzle_to_the_generated_solution() {
        for (String variant : List.of("killer", "consecutive")) {
            JsonNode made = generated(variant, 2);
            JsonNode answer = server.post(
                            "/api/variant/solve", "variant", variant, "puzzle", text(made), "mode", "guess")
                    .json();

            assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("SOLVED");
            assertThat(answer.get("solution").asText())
                    .isEqualTo(made.get("solution").asText());
        }
    }

    /** A generated puzzle as the reader takes it: the givens, then a killer's cage map and sums, or the bars. */
    private static String text(JsonNode made) {
        List<String> lines = new ArrayList<>(List.of(made.get("puzzle").asText()));
        for (String field : List.of("cages", "sums", "bars")) {
            if (!made.get(field).isNull()) {
                lines.add(made.get(field).asText());
            }
        }
        return String.join("\n", lines);
    }

    private JsonNode generated(String variant, int seed) {
        return server.post("/api/variant/generate", "variant", variant, "seed", seed)
                .json()
                .get(0);
    }

    /** The generated puzzle solved in {@code mode} with one more field. */
    private JsonNode searched(String variant, JsonNode made, String mode, String field, Object value) {
        return server.post(
                        "/api/variant/solve",
                        "variant",
                        variant,
                        "puzzle",
                        made.get("puzzle").asText(),
                        "mode",
                        mode,
                        field,
                        value)
                .json();
    }

    @Test
    void options_outside_their_mode_and_unknown_modes_are_refused_by_name() {
        String puzzle = ".".repeat(81);
        assertProblem(server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle, "mode", "fast"), "mode");
        assertProblem(
                server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle, "mode", "guess", "depth", 2),
                "depth");
        assertProblem(
                server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle, "mode", "guess", "count", 3),
                "count");
        assertProblem(server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle, "trace", true), "trace");
        assertProblem(
                server.post(
                        "/api/variant/solve", "variant", "x", "puzzle", puzzle, "mode", "logic-only", "trace", true),
                "trace");
        assertProblem(
                server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle, "mode", "logic-only", "depth", 2),
                "depth");
    }

    private static void assertProblem(TestServer.Answer answer, String field) {
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).as(answer.text()).isEqualTo(field);
    }

    private static List<String> keys(JsonNode report) {
        List<String> keys = new ArrayList<>();
        for (Iterator<String> names = report.fieldNames(); names.hasNext(); ) {
            keys.add(names.next());
        }
        return keys;
    }

    private static List<String> fields(View view) {
        return view.fields().stream().map(f -> f.jsonName()).toList();
    }
}
