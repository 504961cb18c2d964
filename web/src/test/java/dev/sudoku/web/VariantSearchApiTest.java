package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code POST /api/variant/solve} with {@code mode} guess or bivalue: the reports of {@code solve --variant --search}. */
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
