package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One schema for the same facts: a puzzle that breaks the rules gets the same report from the command line's
 * JSON and from the server, field for field, but where it came from ({@code file}) and how long it took; its
 * reason begins with the entry's line in both.
 */
class InvalidReportsAgreeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DOTS = ".".repeat(81);

    /** Digits repeated in a row, a column and a box, on three grid sizes, in one line and in rows. */
    private static final List<String> INVALID = List.of(
            "11" + DOTS.substring(2),
            "1" + ".".repeat(8) + "1" + DOTS.substring(10),
            "1" + ".".repeat(9) + "1" + DOTS.substring(11),
            String.join(
                    "\n",
                    "1........",
                    ".........",
                    "1........",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    "........."),
            "1..1" + ".".repeat(12),
            "1" + ".".repeat(6) + "1" + ".".repeat(28));

    private static final List<String> COMMANDS = List.of("solve", "validate", "rate", "explain", "hint");

    private static WebServer server;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void every_command_reports_a_broken_puzzle_as_the_server_does() throws Exception {
        for (String command : COMMANDS) {
            for (String puzzle : INVALID) {
                CommandRun run = CommandRun.withInput(puzzle + "\n", command, "--format", "json");
                assertThat(run.lines()).as(command + " " + puzzle).hasSize(1);
                ObjectNode printed = (ObjectNode) JSON.readTree(run.lines().get(0));
                ObjectNode answered = (ObjectNode) post("/api/" + command, puzzle);

                String where = command + " of " + puzzle.replace("\n", "/");
                assertThat(printed.get("status").asText()).as(where).isEqualTo("INVALID");
                assertThat(printed.get("error").asText()).as(where).startsWith("line 1: ");
                assertThat(withoutOrigin(answered)).as(where).isEqualTo(withoutOrigin(printed));
            }
        }
    }

    private static JsonNode post(String path, String puzzle) throws Exception {
        String body = JSON.createObjectNode().put("puzzle", puzzle).toString();
        HttpResponse<String> answer = CLIENT.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(path + ": " + answer.body()).isEqualTo(200);
        return JSON.readTree(answer.body());
    }

    /** The report without {@code file} ("-" or "puzzle") and {@code micros}, which differ by nature. */
    private static ObjectNode withoutOrigin(ObjectNode report) {
        ObjectNode copy = report.deepCopy();
        copy.remove(List.of("file", "micros"));
        return copy;
    }
}
