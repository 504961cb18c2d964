package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Whatever a client sends, the answer is JSON naming what is wrong, with the documented status. */
class RequestLimitsTest extends ServerTest {
    @ParameterizedTest(name = "{0} {1} -> {2} naming {3}")
    @CsvSource(
            delimiter = '|',
            value = {
                "/api/solve    | {\"puzzle\": \"1.3\"                    | 400 | line 1, column",
                "/api/solve    | [1, 2]                                  | 400 | JSON object",
                "/api/solve    | {\"puzzle\": 5}                         | 400 | must be a string",
                "/api/solve    | {}                                      | 400 | 'puzzle' is missing",
                "/api/solve    | {\"puzzle\": \"123\", \"colour\": 1}    | 400 | unknown field 'colour'",
                "/api/solve    | {\"puzzle\": \"12x4\"}                  | 400 | 'puzzle'",
                "/api/solve    | {\"puzzle\": \"ⅷ...\"}                  | 400 | 'puzzle'",
                "/api/solve    | {\"puzzle\": \"...\", \"puzzle\": \"..\"} | 400 | Duplicate field",
                "/api/hint     | {\"puzzle\": \"...\", \"level\": 4}     | 400 | from 1 to 3",
                "/api/hint     | {\"puzzle\": \"...\", \"level\": \"2\"} | 400 | must be an integer",
                "/api/solve    | {\"puzzle\": \"...\"}{}                 | 400 | the body holds more than one JSON value",
                "/api/generate | {\"count\": 0}                          | 400 | 'count' must be an integer from 1 to 10, not 0",
                "/api/generate | {\"count\": 1.5}                        | 400 | 'count' must be an integer from 1 to 10, not 1.5",
                "/api/generate | {\"count\": 99999999999999999999}       | 400 | 'count' must be an integer from 1 to 10, not 9999",
                "/api/variant/generate | {\"variant\": \"x\", \"count\": 0} | 400 | 'count' must be an integer from 1 to 10",
                "/api/variant/generate | {\"variant\": \"x\", \"count\": 11} | 422 | 'count' 11",
                "/api/explain  | {\"puzzle\": \"...\", \"profile\": \"x\"} | 400 | profile",
                "/api/generate | {\"level\": \"impossible\"}           | 400 | 'level' must be easy, moderate, difficult, fiendish, diabolical or extreme, not 'impossible'",
                "/api/generate | {\"count\": 11}                         | 422 | 'count' 11",
                "/api/generate | {\"size\": 36}                          | 422 | larger than this server serves",
                "/api/generate | {\"size\": 7}                           | 400 | Latin square",
                "/api/generate | {\"size\": 9, \"box\": \"2x3\"}         | 400 | does not match",
                "/api/generate | {\"size\": 4, \"level\": \"Moderate\"}  | 400 | no 4x4 puzzle rates 1.6..2.5: every one is solved by hidden singles",
                "/api/generate | {\"size\": 4, \"rating\": \"3.0..4.0\"} | 400 | no 4x4 puzzle rates 3.0..4.0",
                "/api/print    | {\"puzzles\": []}                       | 400 | nothing to print",
                "/api/print    | {\"puzzles\": [3]}                      | 400 | must be a string",
            })
    void a_bad_request_gets_its_status_and_a_message_naming_what_is_wrong(
            String path, String body, int status, String message) {
        TestServer.Answer answer = server.post(path, body);
        assertThat(answer.status()).as(answer.text()).isEqualTo(status);
        assertThat(answer.contentType()).startsWith("application/json");
        assertThat(answer.json().get("error").asText())
                .contains(message)
                .doesNotContain("com.fasterxml", "Jackson", "`");
    }

    @Test
    void json_nested_too_deeply_is_refused_in_plain_words() {
        String deep = "{\"puzzle\": " + "[".repeat(3000) + "]".repeat(3000) + "}";
        TestServer.Answer answer = server.post("/api/solve", deep.getBytes(StandardCharsets.UTF_8));
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(answer.json().get("error").asText())
                .isEqualTo("the JSON is nested too deeply (at most 1000 levels)");
    }

    @Test
    void a_body_over_the_limit_gets_413_naming_the_limit() {
        String huge = "{\"puzzle\": \"" + ".".repeat(70_000) + "\"}";
        TestServer.Answer answer = server.post("/api/solve", huge.getBytes(StandardCharsets.UTF_8));
        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.json().get("limit").asText()).isEqualTo("body");
    }

    @Test
    void a_grid_larger_than_served_gets_422_naming_the_size() {
        TestServer.Answer answer = server.post("/api/solve", "puzzle", ".".repeat(36 * 36));
        assertThat(answer.status()).isEqualTo(422);
        assertThat(answer.json().get("limit").asText()).isEqualTo("size");
        assertThat(answer.json().get("error").asText()).contains("36x36");
    }

    @Test
    void repeated_digits_are_an_invalid_report_naming_both_cells() {
        JsonNode answer = server.post("/api/validate", "puzzle", "5.......5" + ".".repeat(72))
                .json();
        assertThat(answer.get("status").asText()).isEqualTo("INVALID");
        assertThat(answer.get("conflicts").get(0).get("cells").toString()).contains("r1c1", "r1c9");
        assertThat(answer.get("conflicts").get(0).get("house").asText()).isEqualTo("row 1");
    }

    @Test
    void when_every_worker_is_busy_the_next_request_gets_503_and_the_server_keeps_serving() throws Exception {
        WebLimits one = WebLimits.defaults().withWorkers(1).withQueueWait(Duration.ofMillis(50));
        try (TestServer small = new TestServer(one)) {
            List<CompletableFuture<TestServer.Answer>> answers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                answers.add(CompletableFuture.supplyAsync(
                        () -> small.post("/api/explain", "puzzle", Puzzles.EASTER_MONSTER)));
            }
            List<Integer> statuses = new ArrayList<>();
            for (CompletableFuture<TestServer.Answer> answer : answers) {
                TestServer.Answer done = answer.get();
                statuses.add(done.status());
                if (done.status() == 503) {
                    assertThat(done.json().get("limit").asText()).isEqualTo("workers");
                }
            }
            assertThat(statuses).contains(200, 503).containsOnly(200, 503);
            // Once the burst is over, it answers again.
            assertThat(small.post("/api/validate", "puzzle", Puzzles.UNIQUE_RECTANGLE)
                            .status())
                    .isEqualTo(200);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "3", "65", "-4", "99999999999", "-99999999999", "123456789012345678901234567890"})
    void a_layout_size_out_of_range_is_said_to_be_out_of_range_however_long_the_number(String size) {
        TestServer.Answer answer = server.get("/api/layout?size=" + size);
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(answer.json().get("error").asText()).isEqualTo("'size' must be from 4 to 64, not " + size);
        assertThat(answer.json().get("field").asText()).isEqualTo("size");
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "1.5", "9x"})
    void a_layout_size_that_is_no_whole_number_is_said_to_be_none(String size) {
        TestServer.Answer answer = server.get("/api/layout?size=" + size);
        assertThat(answer.status()).as(answer.text()).isEqualTo(400);
        assertThat(answer.json().get("error").asText()).isEqualTo("'size' must be a whole number, not '" + size + "'");
    }

    @Test
    void unknown_paths_and_methods_do_not_reach_the_work() {
        assertThat(server.get("/api/solve").status()).isEqualTo(405);
        assertThat(server.get("/api/nothing").status()).isEqualTo(404);
    }
}
