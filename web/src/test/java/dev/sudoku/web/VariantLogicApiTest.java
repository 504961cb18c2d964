package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantExplainTask;
import dev.sudoku.api.VariantHintTask;
import dev.sudoku.api.VariantRateTask;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rules.RuleGrid;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The logic routes of variants (explain, hint, rate): the reports the command line writes for the same
 * puzzle, steps that agree with the solution, hints on the player's own position, and bad input named by
 * field.
 */
class VariantLogicApiTest extends ServerTest {
    @ParameterizedTest
    @ValueSource(strings = {"jigsaw", "killer"})
    void explain_answers_the_command_lines_report_and_every_step_agrees_with_the_solution(String variant) {
        Made made = made(variant);
        JsonNode answer = answer("/api/variant/explain", variant, made, "SOLVED");
        assertThat(answer.get("solution").asText()).isEqualTo(made.solution());
        assertThat(answer.get("steps").size())
                .isPositive()
                .isEqualTo(answer.get("stepCount").asInt());
        assertThat(answer.get("cycles").isInt())
                .as("cycles: %s", answer.get("cycles"))
                .isTrue();
        assertThat(answer.get("cycles").asInt())
                .isBetween(1, answer.get("stepCount").asInt());
        for (JsonNode step : answer.get("steps")) {
            for (JsonNode placement : step.get("placements")) {
                String[] parts = placement.asText().split("=");
                assertThat(parts[1]).isEqualTo(digitAt(made.solution(), parts[0]));
            }
            for (JsonNode elimination : step.get("eliminations")) {
                String[] parts = elimination.asText().split("<>");
                assertThat(parts[1]).isNotEqualTo(digitAt(made.solution(), parts[0]));
            }
            assertThat(step.get("text").asText()).isNotBlank();
        }
        assertSameReport(
                answer, new VariantExplainTask(variants(variant)).run(new Origin("puzzle", 1), entry(variant, made)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"jigsaw", "killer"})
    void rate_answers_the_command_lines_report(String variant) {
        Made made = made(variant);
        JsonNode answer = answer("/api/variant/rate", variant, made, "RATED");
        assertThat(answer.get("er").asDouble()).isPositive();
        assertSameReport(
                answer,
                new VariantRateTask(variants(variant), LevelScale.DEFAULT)
                        .run(new Origin("puzzle", 1), entry(variant, made)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"jigsaw", "killer"})
    void hints_go_from_the_technique_to_the_whole_step_as_the_command_line_gives_them(String variant) {
        Made made = made(variant);
        List<String> hints = new ArrayList<>();
        for (int level = 1; level <= 3; level++) {
            JsonNode answer = server.post(
                            "/api/variant/hint", "variant", variant, "puzzle", made.text(), "level", level)
                    .json();
            assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("HINT");
            assertThat(answer.get("hintLevel").asInt()).isEqualTo(level);
            assertThat(answer.get("step").isNull()).isEqualTo(level != 3);
            assertSameReport(
                    answer,
                    new VariantHintTask(variants(variant), level).run(new Origin("puzzle", 1), entry(variant, made)));
            hints.add(answer.get("hint").asText());
        }
        assertThat(hints).doesNotHaveDuplicates();
    }

    @ParameterizedTest
    @ValueSource(strings = {"jigsaw", "killer"})
    void a_hint_on_the_players_position_starts_from_their_digits_and_candidates(String variant) {
        Made made = made(variant);
        VariantPuzzle puzzle = puzzle(variant, made);
        RuleGrid start = RuleGrid.fromPuzzle(puzzle);
        // The player placed the solution's digit in the first open cell and kept the other candidates.
        int open = made.puzzle().indexOf('.');
        char placed = made.solution().charAt(open);
        String values =
                made.puzzle().substring(0, open) + placed + made.puzzle().substring(open + 1);
        String position = candidateLine(start, cell -> cell == open ? placed - '0' : 0);
        JsonNode answer = hintOn(variant, made, position, values);
        assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("HINT");
        String candidates = answer.get("candidates").asText();
        String name = puzzle.rules().name(open);
        assertThat(candidates.substring(open * 9, open * 9 + 9))
                .isEqualTo(".".repeat(placed - '1') + placed + ".".repeat('9' - placed));
        for (JsonNode elimination : answer.get("step").get("eliminations")) {
            assertThat(elimination.asText()).doesNotStartWith(name + "<>");
        }
        for (JsonNode placement : answer.get("step").get("placements")) {
            assertThat(placement.asText()).doesNotStartWith(name + "=");
            String[] parts = placement.asText().split("=");
            assertThat(parts[1]).isEqualTo(digitAt(made.solution(), parts[0]));
        }

        // The solution's digit struck from the first open cell: the candidates have lost the solution.
        String lost =
                candidateLine(start, cell -> cell == open ? -(made.solution().charAt(open) - '0') : 0);
        JsonNode refused = hintOn(variant, made, lost, made.puzzle());
        assertThat(refused.get("status").asText()).isEqualTo("INVALID");
        assertThat(refused.get("error").asText()).startsWith("your candidates have lost the solution: " + name);

        // A wrong digit placed: the position has no solution.
        char wrong = placed == '9' ? '8' : (char) (placed + 1);
        String wrongValues =
                made.puzzle().substring(0, open) + wrong + made.puzzle().substring(open + 1);
        JsonNode none =
                hintOn(variant, made, candidateLine(start, cell -> cell == open ? wrong - '0' : 0), wrongValues);
        assertThat(none.get("status").asText()).isEqualTo("NONE");
        assertThat(none.get("error").asText()).startsWith("no solution").contains(name);
    }

    @Test
    void explain_within_a_tiny_budget_reports_timeout_naming_the_budget() {
        Made made = made("killer");
        try (TestServer hurried = new TestServer(WebLimits.defaults().withLogicTime(Duration.ofMillis(1)))) {
            JsonNode answer = hurried.post("/api/variant/explain", "variant", "killer", "puzzle", made.text())
                    .json();
            assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("TIMEOUT");
            assertThat(answer.get("error").asText()).contains("0.001 s");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/variant/explain", "/api/variant/hint", "/api/variant/rate"})
    void malformed_requests_are_refused_naming_the_field(String route) {
        Made made = made("jigsaw");
        assertProblem(server.post(route, "puzzle", made.text()), 400, "variant");
        assertProblem(server.post(route, "variant", "sandwich", "puzzle", made.text()), 400, "variant");
        assertProblem(server.post(route, "variant", "jigsaw"), 400, "puzzle");
        assertProblem(server.post(route, "variant", "jigsaw", "puzzle", made.puzzle()), 400, "puzzle");
        assertProblem(server.post(route, "variant", "jigsaw", "puzzle", made.text(), "profile", "se"), 400, "profile");
        assertProblem(server.post(route, "variant", "x", "puzzle", ".".repeat(32 * 32)), 422, "puzzle");
    }

    @ParameterizedTest
    @ValueSource(strings = {"level", "position", "values"})
    void a_malformed_hint_field_is_refused_by_name(String field) {
        Made made = made("jigsaw");
        Object value = field.equals("level") ? (Object) 4 : "12";
        TestServer.Answer answer = field.equals("values")
                ? server.post(
                        "/api/variant/hint",
                        "variant",
                        "jigsaw",
                        "puzzle",
                        made.text(),
                        "position",
                        candidateLine(RuleGrid.fromPuzzle(puzzle("jigsaw", made)), cell -> 0),
                        field,
                        value)
                : server.post("/api/variant/hint", "variant", "jigsaw", "puzzle", made.text(), field, value);
        assertProblem(answer, 400, field);
    }

    /** The route's answer for the puzzle, whose status is {@code status}. */
    private static JsonNode answer(String route, String variant, Made made, String status) {
        JsonNode answer =
                server.post(route, "variant", variant, "puzzle", made.text()).json();
        assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo(status);
        return answer;
    }

    /** The level-3 hint on a player's position: their candidates and placed digits. */
    private static JsonNode hintOn(String variant, Made made, String position, String values) {
        return server.post(
                        "/api/variant/hint",
                        "variant",
                        variant,
                        "puzzle",
                        made.text(),
                        "level",
                        3,
                        "position",
                        position,
                        "values",
                        values)
                .json();
    }

    /** The answer is the report the command line writes, but for the time taken. */
    private static void assertSameReport(JsonNode answer, Report commandLine) {
        assertThat(withoutTiming(answer)).isEqualTo(withoutTiming(json(commandLine)));
    }

    /** A generated puzzle of the variant: its givens, the text the routes read, and its solution. */
    private record Made(String puzzle, String text, String solution) {}

    private static Made made(String variant) {
        // Seeds whose puzzles the rule-set techniques finish (others of the generator need guessing).
        int seed = variant.equals("jigsaw") ? 9 : 7;
        JsonNode made = server.post("/api/variant/generate", "variant", variant, "seed", seed)
                .json()
                .get(0);
        assertThat(made.get("status").asText()).as(made.toString()).isEqualTo("GENERATED");
        StringBuilder text = new StringBuilder(made.get("puzzle").asText());
        for (String extra : List.of("regions", "cages", "sums")) {
            if (!made.get(extra).isNull()) {
                text.append('\n').append(made.get(extra).asText());
            }
        }
        return new Made(
                made.get("puzzle").asText(),
                text.toString(),
                made.get("solution").asText());
    }

    private static Set<Variant> variants(String words) {
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String word : words.split(",")) {
            variants.add(Variant.parse(word));
        }
        return variants;
    }

    private static VariantEntry entry(String variant, Made made) {
        return new VariantEntry.Puzzle(puzzle(variant, made), 1);
    }

    private static VariantPuzzle puzzle(String variant, Made made) {
        List<VariantEntry> entries = new VariantReader(variants(variant)).read(made.text() + "\n");
        return ((VariantEntry.Puzzle) entries.get(0)).puzzle();
    }

    /**
     * The grid's candidates as a candidate line, with one change: {@code change} of a cell is a digit to
     * place there (positive), a candidate to strike (negative), or 0 for none.
     */
    private static String candidateLine(RuleGrid grid, Function<Integer, Integer> change) {
        StringBuilder line = new StringBuilder();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int mask = grid.value(cell) != 0 ? 1 << (grid.value(cell) - 1) : grid.candidates(cell);
            int digit = change.apply(cell);
            if (digit > 0) {
                mask = 1 << (digit - 1);
            } else if (digit < 0) {
                mask &= ~(1 << (-digit - 1));
            }
            for (int d = 1; d <= 9; d++) {
                line.append((mask & (1 << (d - 1))) != 0 ? VariantText.symbol(d) : '.');
            }
        }
        return line.toString();
    }

    private static String digitAt(String solution, String name) {
        String[] rc = name.substring(1).split("c");
        int cell = (Integer.parseInt(rc[0]) - 1) * 9 + Integer.parseInt(rc[1]) - 1;
        return String.valueOf(solution.charAt(cell));
    }

    private static JsonNode json(Report report) {
        try {
            return TestServer.JSON.readTree(ReportJson.write(report));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The report without what depends on the run: the time taken. */
    private static JsonNode withoutTiming(JsonNode report) {
        ObjectNode copy = report.deepCopy();
        copy.remove("micros");
        return copy;
    }

    private static void assertProblem(TestServer.Answer answer, int status, String field) {
        assertThat(answer.status()).as(answer.text()).isEqualTo(status);
        assertThat(answer.json().get("field").asText()).as(answer.text()).isEqualTo(field);
    }
}
