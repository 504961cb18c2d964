package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LogicApiTest extends ServerTest {
    private static final Set<String> ROLES =
            Set.of("defining", "eliminated", "placed", "fin", "pivot", "pincer", "strong_link", "weak_link");

    @Test
    void every_step_of_every_explained_path_agrees_with_the_solution_and_names_real_cells() {
        List<Puzzles.Known> puzzles = new ArrayList<>(Puzzles.generated(Level.DIABOLICAL, 3, 3));
        puzzles.addAll(Puzzles.generated(Level.FIENDISH, 4, 3));
        int links = 0;
        for (Puzzles.Known known : puzzles) {
            JsonNode answer =
                    server.post("/api/explain", "puzzle", known.puzzle()).json();
            assertThat(answer.get("status").asText()).isEqualTo("SOLVED");
            assertThat(answer.get("stepCount").asInt())
                    .isEqualTo(answer.get("steps").size());
            for (JsonNode step : answer.get("steps")) {
                for (JsonNode placement : step.get("placements")) {
                    String[] parts = placement.asText().split("=");
                    assertThat(parts[1]).isEqualTo(digitAt(known.solution(), parts[0]));
                }
                for (JsonNode elimination : step.get("eliminations")) {
                    String[] parts = elimination.asText().split("<>");
                    assertThat(parts[1]).isNotEqualTo(digitAt(known.solution(), parts[0]));
                }
                for (JsonNode highlight : step.get("highlights")) {
                    assertThat(highlight.get("cell").asText()).matches("r[1-9]c[1-9]");
                    assertThat(ROLES).contains(highlight.get("role").asText());
                }
                for (JsonNode link : step.get("links")) {
                    links++;
                    for (String end : List.of("from", "to")) {
                        assertThat(link.get(end).get("cells").size()).isPositive();
                        assertThat(link.get(end).get("digit").asText()).matches("[1-9]");
                    }
                    assertThat(link.get("strong").isBoolean()).isTrue();
                }
                assertThat(step.get("highlights").size()
                                + step.get("placements").size())
                        .isPositive();
            }
        }
        // Diabolical paths use chains: the links are drawn from real data, not left empty.
        assertThat(links).isPositive();
    }

    @Test
    void explain_on_a_16x16_writes_steps_in_the_grids_symbols() {
        String puzzle = Puzzles.thinnedSolution(BoxShape.parse("4x4"), 2, 0.4);
        JsonNode answer = server.post("/api/explain", "puzzle", puzzle).json();
        assertThat(answer.get("steps").size()).isPositive();
        for (JsonNode step : answer.get("steps")) {
            for (JsonNode placement : step.get("placements")) {
                assertThat(placement.asText()).matches("r\\d+c\\d+=[1-9A-G]");
            }
        }
    }

    @Test
    void hints_at_each_level_say_more_and_only_level_3_gives_the_step() {
        String text1 = hint(1).get("hint").asText();
        JsonNode level3 = hint(3);
        assertThat(hint(1).get("step").isNull()).isTrue();
        assertThat(hint(2).get("step").isNull()).isTrue();
        assertThat(level3.get("step").get("placements").size()
                        + level3.get("step").get("eliminations").size())
                .isPositive();
        assertThat(level3.get("hint").asText()).isNotEqualTo(text1).containsPattern("r[1-9]c[1-9]");
        assertThat(level3.get("hintLevel").asInt()).isEqualTo(3);
    }

    @Test
    void a_hint_from_the_players_own_candidates_uses_them_and_a_lost_solution_is_refused() {
        // The position: the givens, every other cell with the digits no given sees, but 7 taken from r1c1.
        String puzzle = Puzzles.UNIQUE_RECTANGLE;
        StringBuilder position = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            char given = puzzle.charAt(cell);
            position.append(given == '.' ? open(puzzle, cell) : single(given));
        }
        position.setCharAt(6, '.');
        JsonNode answer = server.post(
                        "/api/hint", "puzzle", puzzle, "values", puzzle, "position", position.toString(), "level", 3)
                .json();
        assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("HINT");
        assertThat(answer.get("candidates").asText()).hasSize(729);
        // The player's own marks count: 7 is gone from r1c1 in the position the hint read.
        assertThat(answer.get("candidates").asText().substring(0, 9)).doesNotContain("7");
        // Without the values, a cell with one candidate left reads as placed, and its peers' marks clash.
        JsonNode ambiguous = server.post("/api/hint", "puzzle", puzzle, "position", position.toString())
                .json();
        assertThat(ambiguous.get("status").asText()).isEqualTo("INVALID");
        // r1c1 is 1 in the solution: taking 1 away loses it, and the answer says so.
        position.setCharAt(0, '.');
        JsonNode lost = server.post("/api/hint", "puzzle", puzzle, "values", puzzle, "position", position.toString())
                .json();
        assertThat(lost.get("status").asText()).isEqualTo("INVALID");
        assertThat(lost.get("error").asText()).contains("lost the solution");
    }

    @ParameterizedTest(name = "position of {0} characters, values given: {1}")
    @CsvSource({"3, false", "3, true", "720, false", "720, true"})
    void a_position_that_does_not_read_is_a_400_naming_the_field(int length, boolean withValues) {
        String puzzle = Puzzles.UNIQUE_RECTANGLE;
        String position = "abc".repeat(length / 3);
        TestServer.Answer answer = withValues
                ? server.post("/api/hint", "puzzle", puzzle, "values", puzzle, "position", position)
                : server.post("/api/hint", "puzzle", puzzle, "position", position);
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).isEqualTo("position");
        assertThat(answer.json().get("error").asText())
                .startsWith("'position' does not read")
                .contains("a candidate line of N*N*N characters (729 for 9x9")
                .contains("a pencil-mark grid");
    }

    @Test
    void a_hint_on_a_wrong_placed_digit_names_the_digit_rather_than_where_logic_runs_out() {
        String puzzle = Puzzles.UNIQUE_RECTANGLE;
        String solution = server.post("/api/solve", "puzzle", puzzle)
                .json()
                .get("solution")
                .asText();
        // The first open cell given a digit no given sees, but not the solution's.
        int cell = -1;
        char wrong = 0;
        for (int at = 0; at < 81 && cell < 0; at++) {
            for (char digit : open(puzzle, at).toCharArray()) {
                if (puzzle.charAt(at) == '.' && digit != '.' && digit != solution.charAt(at)) {
                    cell = at;
                    wrong = digit;
                    break;
                }
            }
        }
        String values = puzzle.substring(0, cell) + wrong + puzzle.substring(cell + 1);
        StringBuilder position = new StringBuilder();
        for (int at = 0; at < 81; at++) {
            position.append(values.charAt(at) == '.' ? open(values, at) : single(values.charAt(at)));
        }
        JsonNode answer = server.post("/api/hint", "puzzle", puzzle, "values", values, "position", position.toString())
                .json();
        String name = "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
        assertThat(answer.get("status").asText()).as(answer.toString()).isEqualTo("NONE");
        assertThat(answer.get("error").asText())
                .isEqualTo("a placed digit is wrong: " + name + " holds " + wrong + ", but the solution has "
                        + solution.charAt(cell) + " there");
    }

    @Test
    void rate_gives_the_ratings_level_and_score() {
        JsonNode answer =
                server.post("/api/rate", "puzzle", Puzzles.UNIQUE_RECTANGLE).json();
        assertThat(answer.get("status").asText()).isEqualTo("RATED");
        assertThat(answer.get("er").asDouble()).isEqualTo(4.5);
        assertThat(answer.get("ep").asDouble())
                .isLessThanOrEqualTo(answer.get("er").asDouble());
        assertThat(answer.get("level").asText()).isEqualTo("Fiendish");
        assertThat(answer.get("score").asInt()).isPositive();
    }

    @Test
    void explain_within_a_tiny_budget_reports_timeout_with_the_steps_reached() {
        try (TestServer hurried = new TestServer(WebLimits.defaults().withLogicTime(java.time.Duration.ofMillis(50)))) {
            JsonNode answer = hurried.post("/api/explain", "puzzle", Puzzles.EASTER_MONSTER)
                    .json();
            assertThat(answer.get("status").asText()).isEqualTo("TIMEOUT");
            assertThat(answer.get("error").asText()).contains("0.05 s");
            assertThat(answer.get("steps").isArray()).isTrue();
        }
    }

    private static JsonNode hint(int level) {
        return server.post("/api/hint", "puzzle", Puzzles.UNIQUE_RECTANGLE, "level", level)
                .json();
    }

    /** The candidates of an empty cell that no given in its row, column or box rules out. */
    private static String open(String puzzle, int cell) {
        StringBuilder group = new StringBuilder("123456789");
        for (int other = 0; other < 81; other++) {
            boolean peer = other / 9 == cell / 9
                    || other % 9 == cell % 9
                    || (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);
            char given = puzzle.charAt(other);
            if (peer && given != '.') {
                group.setCharAt(given - '1', '.');
            }
        }
        return group.toString();
    }

    private static String single(char digit) {
        StringBuilder group = new StringBuilder(".........");
        group.setCharAt(digit - '1', digit);
        return group.toString();
    }

    private static String digitAt(String solution, String cell) {
        String[] parts = cell.substring(1).split("c");
        int index = (Integer.parseInt(parts[0]) - 1) * 9 + Integer.parseInt(parts[1]) - 1;
        return String.valueOf(solution.charAt(index));
    }
}
