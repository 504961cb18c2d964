package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every answer of the API is a report of the command line's schema: its view's keys, in order, and its status words. */
class SchemaApiTest extends ServerTest {
    /** A small X puzzle for the logic routes. */
    private static final String X_4X4 = "1...\n..4.\n.4..\n...3";

    static Stream<Arguments> requests() {
        String ur = Puzzles.UNIQUE_RECTANGLE;
        return Stream.of(
                Arguments.of("/api/solve", View.SOLVE, new Object[] {"puzzle", ur}),
                Arguments.of("/api/solve", View.SOLVE, new Object[] {"puzzle", ".".repeat(81)}),
                Arguments.of("/api/solve", View.SOLVE_LOGIC_ONLY, new Object[] {"puzzle", ur, "mode", "logic-only"}),
                Arguments.of(
                        "/api/solve", View.SOLVE_GUESS, new Object[] {"puzzle", ur, "mode", "guess", "trace", true}),
                Arguments.of(
                        "/api/solve", View.SOLVE_BIVALUE, new Object[] {"puzzle", Puzzles.BIVALUE, "mode", "bivalue"}),
                Arguments.of("/api/explain", View.EXPLAIN, new Object[] {"puzzle", ur}),
                Arguments.of("/api/hint", View.HINT, new Object[] {"puzzle", ur, "level", 3}),
                Arguments.of("/api/rate", View.RATE, new Object[] {"puzzle", ur}),
                Arguments.of("/api/validate", View.VALIDATE, new Object[] {"puzzle", "11" + ".".repeat(79)}),
                Arguments.of("/api/generate", View.GENERATE, new Object[] {"size", 4, "seed", 1, "count", 2}),
                Arguments.of("/api/variant/solve", View.SOLVE_VARIANT, new Object[] {
                    "variant", "x", "puzzle", ".".repeat(16), "count", 3
                }),
                Arguments.of("/api/variant/solve", View.SOLVE_VARIANT, new Object[] {
                    "variant", "oddeven", "puzzle", "1...\n....\n....\n....", "marks", "eeee" + ".".repeat(12)
                }),
                Arguments.of(
                        "/api/variant/explain", View.EXPLAIN_VARIANT, new Object[] {"variant", "x", "puzzle", X_4X4}),
                Arguments.of("/api/variant/hint", View.HINT_VARIANT, new Object[] {
                    "variant", "x", "puzzle", X_4X4, "level", 3
                }),
                Arguments.of("/api/variant/rate", View.RATE_VARIANT, new Object[] {"variant", "x", "puzzle", X_4X4}),
                Arguments.of("/api/variant/explain", View.EXPLAIN_VARIANT, new Object[] {
                    "variant", "x", "puzzle", ".".repeat(16)
                }),
                Arguments.of("/api/variant/generate", View.GENERATE_VARIANT, new Object[] {
                    "variant", "jigsaw", "size", 4, "seed", 1, "count", 2
                }));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("requests")
    void every_answer_has_its_views_keys_in_order_and_a_status_word(String path, View view, Object[] body) {
        JsonNode answer = server.post(path, body).json();
        List<JsonNode> reports = new ArrayList<>();
        if (answer.isArray()) {
            answer.forEach(reports::add);
        } else {
            reports.add(answer);
        }
        List<String> keys = view.fields().stream().map(Field::jsonName).toList();
        List<String> statuses =
                Arrays.stream(ResultStatus.values()).map(Enum::name).toList();
        for (JsonNode report : reports) {
            List<String> seen = new ArrayList<>();
            report.fieldNames().forEachRemaining(seen::add);
            assertThat(seen).as(report.toString()).isEqualTo(keys);
            assertThat(statuses).contains(report.get("status").asText());
            boolean success =
                    ResultStatus.valueOf(report.get("status").asText()).isSuccess();
            assertThat(report.get("error").isNull()).as(report.toString()).isEqualTo(success);
        }
    }
}
