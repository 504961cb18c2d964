package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GenerateApiTest extends ServerTest {
    @ParameterizedTest(name = "{0} puzzles at {1}")
    @CsvSource({"3, Easy", "2, Fiendish", "2, Diabolical"})
    void generated_puzzles_are_unique_and_rated_inside_the_level(int count, String level) {
        JsonNode array = server.post("/api/generate", "level", level, "count", count, "seed", 7)
                .json();
        assertThat(array.isArray()).isTrue();
        assertThat(array.size()).isEqualTo(count);
        int index = 1;
        for (JsonNode report : array) {
            assertThat(report.get("status").asText()).isEqualTo("GENERATED");
            assertThat(report.get("level").asText()).isEqualTo(level);
            assertThat(report.get("index").asInt()).isEqualTo(index++);
            // The server's own solver agrees: one solution, the one reported.
            JsonNode solved = server.post(
                            "/api/solve", "puzzle", report.get("puzzle").asText())
                    .json();
            assertThat(solved.get("status").asText()).isEqualTo("SOLVED");
            assertThat(solved.get("solution").asText())
                    .isEqualTo(report.get("solution").asText());
            JsonNode rated = server.post(
                            "/api/rate", "puzzle", report.get("puzzle").asText())
                    .json();
            assertThat(rated.get("er").asDouble()).isEqualTo(report.get("er").asDouble());
        }
    }

    @Test
    void one_budget_bounds_the_whole_request_and_a_timeout_ends_the_array() {
        WebLimits hurried = WebLimits.defaults().withGenerateTime(java.time.Duration.ofMillis(300));
        try (TestServer small = new TestServer(hurried)) {
            long start = System.nanoTime();
            JsonNode array = small.post("/api/generate", "level", "Extreme", "count", 10, "seed", 1)
                    .json();
            long millis = (System.nanoTime() - start) / 1_000_000;
            JsonNode last = array.get(array.size() - 1);
            assertThat(last.get("status").asText()).isEqualTo("TIMEOUT");
            assertThat(last.get("error").isNull()).isFalse();
            assertThat(array.size()).isLessThan(10);
            // Ten Extreme puzzles take seconds each: the answer came when the request's budget ran out.
            assertThat(millis).isLessThan(5_000);
        }
    }

    @Test
    void the_same_seed_makes_the_same_puzzle_and_6x6_is_one_field_away() {
        JsonNode first =
                server.post("/api/generate", "size", 6, "seed", 3).json().get(0);
        JsonNode again =
                server.post("/api/generate", "size", 6, "seed", 3).json().get(0);
        assertThat(first.get("puzzle")).isEqualTo(again.get("puzzle"));
        assertThat(first.get("box").asText()).isEqualTo("2x3");
        assertThat(first.get("puzzle").asText()).hasSize(36);
    }

    @Test
    void symmetric_puzzles_keep_their_symmetry() {
        JsonNode report = server.post("/api/generate", "symmetry", "rotate180", "seed", 5)
                .json()
                .get(0);
        String puzzle = report.get("puzzle").asText();
        for (int cell = 0; cell < 81; cell++) {
            assertThat(puzzle.charAt(cell) == '.').isEqualTo(puzzle.charAt(80 - cell) == '.');
        }
    }

    @Test
    void a_booklet_of_generated_puzzles_is_a_pdf() {
        JsonNode array = server.post("/api/generate", "level", "Easy", "count", 2, "seed", 1)
                .json();
        String lines = "[\"" + array.get(0).toString().replace("\"", "\\\"") + "\", \""
                + array.get(1).get("puzzle").asText() + "\"]";
        TestServer.Answer pdf = server.post("/api/print", "{\"puzzles\": " + lines + ", \"title\": \"Test\"}");
        assertThat(pdf.status()).as(pdf.text()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        assertThat(new String(pdf.bytes(), 0, 5, java.nio.charset.StandardCharsets.US_ASCII))
                .isEqualTo("%PDF-");
        TestServer.Answer refused = server.post("/api/print", "puzzles", new String[] {".".repeat(81)});
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.json().get("error").asText()).contains("more than one solution");
    }

    @Test
    void a_booklet_entry_that_does_not_read_is_named_in_the_message_under_the_field_puzzles() {
        String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        TestServer.Answer refused = server.post("/api/print", "puzzles", new String[] {puzzle, "players"});
        assertThat(refused.status()).as(refused.text()).isEqualTo(400);
        assertThat(refused.json().get("field").asText()).isEqualTo("puzzles");
        assertThat(refused.json().get("error").asText()).startsWith("'puzzles[1]', line 1: ");
    }

    @ParameterizedTest
    @CsvSource({"4, 2x2", "6, 2x3", "8, 2x4", "9, 3x3", "12, 3x4", "16, 4x4", "25, 5x5"})
    void the_layout_has_every_house_once_and_every_cell_in_three_houses(int size, String box) {
        JsonNode layout = server.get("/api/layout?size=" + size).json();
        assertThat(layout.get("box").asText()).isEqualTo(box);
        assertThat(layout.get("symbols").size()).isEqualTo(size);
        assertThat(layout.get("houses").size()).isEqualTo(3 * size);
        int[] houses = new int[size * size];
        Set<String> names = new HashSet<>();
        for (JsonNode house : layout.get("houses")) {
            names.add(house.get("name").asText());
            assertThat(house.get("cells").size()).isEqualTo(size);
            for (JsonNode cell : house.get("cells")) {
                houses[cell.asInt()]++;
            }
        }
        assertThat(names).hasSize(3 * size);
        assertThat(houses).containsOnly(3);
    }

    @Test
    void valid_puzzles_validate_with_their_clue_count() {
        JsonNode answer =
                server.post("/api/validate", "puzzle", Puzzles.UNIQUE_RECTANGLE).json();
        assertThat(answer.get("status").asText()).isEqualTo("VALID");
        assertThat(answer.get("conflicts").size()).isZero();
        assertThat(answer.get("clues").asInt()).isEqualTo((int)
                Puzzles.UNIQUE_RECTANGLE.chars().filter(c -> c != '.').count());
    }
}
