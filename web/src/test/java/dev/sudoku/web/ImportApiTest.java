package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.testkit.PrintedGrid;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class ImportApiTest {
    private static final TestServer SERVER = new TestServer();

    @AfterAll
    static void stop() {
        SERVER.close();
    }

    @Test
    void a_photo_posted_as_the_body_is_read_with_a_confidence_per_cell() {
        TestServer.Answer answer = SERVER.post("/api/import", PrintedGrid.png(Puzzles.EASTER_MONSTER));

        assertThat(answer.status()).isEqualTo(200);
        JsonNode report = answer.json();
        assertThat(report.get("status").asText()).isEqualTo("SOLVED");
        assertThat(report.get("puzzle").asText()).isEqualTo(Puzzles.EASTER_MONSTER);
        assertThat(report.get("confidences").size()).isEqualTo(81);
        assertThat(report.get("repairs").isArray()).isTrue();
        assertThat(report.get("warnings").size()).isZero();
    }

    @Test
    void a_photo_of_two_grids_is_read_as_one_with_a_warning_naming_where_the_other_is() {
        JsonNode report = SERVER.post(
                        "/api/import", PrintedGrid.pngBeside(Puzzles.EASTER_MONSTER, Puzzles.EASTER_MONSTER))
                .json();

        assertThat(report.get("puzzle").asText()).isEqualTo(Puzzles.EASTER_MONSTER);
        assertThat(report.get("warnings").size()).isEqualTo(1);
        assertThat(report.get("warnings").get(0).asText()).startsWith("the photo shows 2 grids");
        assertThat(report.get("warnings").get(0).asText()).containsPattern("to its (left|right)");
    }

    @Test
    void a_body_that_is_not_an_image_is_an_invalid_report_saying_so() {
        JsonNode report = SERVER.post("/api/import", "{\"puzzle\": \"...\"}").json();

        assertThat(report.get("status").asText()).isEqualTo("INVALID");
        assertThat(report.get("error").asText()).contains("not an image");
    }

    @Test
    void a_photo_over_the_image_limit_gets_413_naming_the_limit() {
        TestServer.Answer answer =
                SERVER.announce("/api/import", WebLimits.defaults().maxImageBytes() + 1);

        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.json().get("limit").asText()).isEqualTo("body");
    }

    /** Repeated: a 413 sent before the body was read used to be lost to a reset now and then. */
    @RepeatedTest(50)
    void the_json_routes_keep_their_own_smaller_limit() {
        String big = "{\"puzzle\": \"" + ".".repeat(100_000) + "\"}";
        TestServer.Answer answer = SERVER.post("/api/solve", big.getBytes(StandardCharsets.UTF_8));

        assertThat(answer.status()).isEqualTo(413);
    }
}
