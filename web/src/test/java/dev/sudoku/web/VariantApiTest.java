package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import java.time.Duration;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The variant routes: puzzles made and solved back to their solution, and bad input named by field and place. */
class VariantApiTest extends ServerTest {
    @ParameterizedTest
    @ValueSource(strings = {"jigsaw", "x", "windoku", "oddeven", "jigsaw,x", "samurai"})
    void a_generated_puzzle_solves_back_to_its_solution_which_keeps_every_house(String variant) {
        JsonNode made = server.post("/api/variant/generate", "variant", variant, "seed", 5)
                .json()
                .get(0);
        assertThat(made.get("status").asText()).isEqualTo("GENERATED");
        Object[] body = {"variant", variant, "puzzle", made.get("puzzle").asText()};
        if (!made.get("regions").isNull()) {
            body = append(body, "regions", made.get("regions").asText());
        }
        if (!made.get("marks").isNull()) {
            body = append(body, "marks", made.get("marks").asText());
        }
        JsonNode solved = server.post("/api/variant/solve", body).json();
        assertThat(solved.get("status").asText()).as(solved.toString()).isEqualTo("SOLVED");
        String solution = solved.get("solution").asText();
        assertThat(solution).isEqualTo(made.get("solution").asText());
        assertThat(solved.get("regions")).isEqualTo(made.get("regions"));
        assertThat(solved.get("marks")).isEqualTo(made.get("marks"));
        RuleSet rules = rulesOf(variant, made);
        for (RuleHouse house : rules.houses()) {
            Set<Character> digits = new HashSet<>();
            for (int cell : house.cells()) {
                digits.add(solution.charAt(cell));
            }
            assertThat(digits).as(house.name()).hasSize(rules.digits());
        }
        if (variant.equals("samurai")) {
            assertThat(solution).hasSize(369);
        }
    }

    @Test
    void a_jigsaw_written_as_givens_then_region_map_in_one_text_reads_as_with_two_fields() {
        JsonNode made = server.post("/api/variant/generate", "variant", "jigsaw", "seed", 9)
                .json()
                .get(0);
        String text = made.get("puzzle").asText() + "\n" + made.get("regions").asText() + "\n";
        JsonNode solved = server.post("/api/variant/solve", "variant", "jigsaw", "puzzle", text)
                .json();
        assertThat(solved.get("solution").asText())
                .isEqualTo(made.get("solution").asText());
        assertThat(solved.get("regions").asText()).isEqualTo(made.get("regions").asText());
    }

    @Test
    void a_bad_region_label_is_named_by_field_line_and_column() {
        String regions = "AAABBBCCC".repeat(8) + "AAABBBCC*";
        TestServer.Answer answer =
                server.post("/api/variant/solve", "variant", "jigsaw", "puzzle", ".".repeat(81), "regions", regions);
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).isEqualTo("regions");
        assertThat(answer.json().get("error").asText()).startsWith("'regions', line 1, column 81: ");
    }

    @Test
    void a_bad_given_is_named_in_the_puzzle_field() {
        TestServer.Answer answer =
                server.post("/api/variant/solve", "variant", "x", "puzzle", "....\n.x..\n....\n....");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).isEqualTo("puzzle");
        assertThat(answer.json().get("error").asText()).startsWith("'puzzle', line 2, column 2: ");
    }

    @Test
    void a_samurai_puzzle_of_one_character_is_called_a_line_of_1_cell() {
        TestServer.Answer answer = server.post("/api/variant/solve", "variant", "samurai", "puzzle", "1");
        assertProblem(answer, 400, "puzzle");
        assertThat(answer.json().get("error").asText()).contains("a line of 1 cell starts no samurai puzzle");
    }

    @Test
    void unknown_variants_missing_region_maps_and_two_puzzles_are_refused_by_name() {
        assertProblem(server.post("/api/variant/solve", "variant", "sandwich", "puzzle", "."), 400, "variant");
        assertProblem(server.post("/api/variant/solve", "variant", "jigsaw", "puzzle", ".".repeat(81)), 400, "puzzle");
        assertProblem(
                server.post("/api/variant/solve", "variant", "x", "puzzle", ".".repeat(81) + "\n" + ".".repeat(81)),
                400,
                "puzzle");
        assertProblem(server.post("/api/variant/solve", "variant", "x", "puzzle", ".", "box", "3x3"), 400, "box");
        assertProblem(server.post("/api/variant/generate", "variant", "samurai,x"), 400, "variant");
        assertProblem(server.post("/api/variant/generate", "variant", "windoku", "size", 6), 400, "size");
    }

    @Test
    void samurai_with_another_variant_is_refused_by_every_endpoint_that_reads_a_puzzle() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (String endpoint : List.of("solve", "explain", "rate", "hint")) {
                for (String variant : List.of("samurai,x", "x,samurai", "samurai,jigsaw")) {
                    TestServer.Answer answer =
                            server.post("/api/variant/" + endpoint, "variant", variant, "puzzle", "2..8......");
                    assertProblem(answer, 400, "variant");
                    assertThat(answer.text()).contains("samurai goes alone");
                }
            }
        });
    }

    @Test
    void a_grid_or_count_over_the_servers_limits_is_422_naming_it() {
        assertProblem(server.post("/api/variant/generate", "variant", "x", "size", 16), 422, "size");
        assertProblem(server.post("/api/variant/generate", "variant", "x", "count", 11), 422, "count");
        assertProblem(server.post("/api/variant/solve", "variant", "x", "puzzle", ".".repeat(32 * 32)), 422, "puzzle");
    }

    @Test
    void conflicting_givens_are_an_invalid_report_naming_both_cells() {
        String puzzle = "1" + ".".repeat(9) + "1" + ".".repeat(70);
        JsonNode answer = server.post("/api/variant/solve", "variant", "x", "puzzle", puzzle)
                .json();
        assertThat(answer.get("status").asText()).isEqualTo("INVALID");
        assertThat(answer.get("error").asText()).contains("r1c1").contains("r2c2");
    }

    private static void assertProblem(TestServer.Answer answer, int status, String field) {
        assertThat(answer.status()).as(answer.text()).isEqualTo(status);
        assertThat(answer.json().get("field").asText()).as(answer.text()).isEqualTo(field);
    }

    private static RuleSet rulesOf(String variant, JsonNode made) {
        if (variant.equals("samurai")) {
            return Samurai.rules();
        }
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String word : variant.split(",")) {
            variants.add(Variant.parse(word));
        }
        StringBuilder text = new StringBuilder(made.get("puzzle").asText()).append('\n');
        for (String extra : List.of("regions", "marks")) {
            if (!made.get(extra).isNull()) {
                text.append(made.get(extra).asText()).append('\n');
            }
        }
        VariantEntry entry = new VariantReader(variants).read(text.toString()).get(0);
        return ((VariantEntry.Puzzle) entry).puzzle().rules();
    }

    private static Object[] append(Object[] body, String name, String value) {
        Object[] longer = java.util.Arrays.copyOf(body, body.length + 2);
        longer[body.length] = name;
        longer[body.length + 1] = value;
        return longer;
    }
}
