package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
 * A value breaking an option's rule (a level bound out of range or order, a band, variants that do not
 * combine, a size a variant is not made in) reads {@code --option must be <what it accepts>, not '<value>'}
 * (exit 2), and the HTTP API words the same mistake in the same sentence after its field's name. Compared
 * with a real server.
 */
class FieldRuleWordingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String LEVELS = "--levels (or SUDOKU_LEVELS)";

    static WebServer server;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The same mistake on the command line and in a request: the option, the field, and each one's words. */
    record Mistake(String option, List<String> args, String path, String field, String body) {}

    static List<Mistake> mistakes() {
        return List.of(
                new Mistake(
                        LEVELS,
                        List.of("rate", "--levels", "diabolical=25.0", PUZZLE),
                        "/api/rate",
                        "levels",
                        "{\"puzzle\":\"" + PUZZLE + "\",\"levels\":\"diabolical=25.0\"}"),
                new Mistake(
                        LEVELS,
                        List.of("rate", "--levels", "fiendish=3.0", PUZZLE),
                        "/api/rate",
                        "levels",
                        "{\"puzzle\":\"" + PUZZLE + "\",\"levels\":\"fiendish=3.0\"}"),
                new Mistake(
                        LEVELS,
                        List.of("rate", "--levels", "hard=3.0", PUZZLE),
                        "/api/rate",
                        "levels",
                        "{\"puzzle\":\"" + PUZZLE + "\",\"levels\":\"hard=3.0\"}"),
                new Mistake(
                        "--rating",
                        List.of("generate", "--rating", "9.0..2.0"),
                        "/api/generate",
                        "rating",
                        "{\"rating\":\"9.0..2.0\",\"seed\":1}"),
                new Mistake(
                        "--level",
                        List.of("generate", "--level", "extreme", "--box", "2x2"),
                        "/api/generate",
                        "level",
                        "{\"level\":\"extreme\",\"box\":\"2x2\"}"),
                new Mistake(
                        "--rating",
                        List.of("generate", "--rating", "15.0..19.0", "--size", "4"),
                        "/api/generate",
                        "rating",
                        "{\"rating\":\"15.0..19.0\",\"size\":4}"),
                new Mistake(
                        "--rating",
                        List.of("generate", "--rating", "15.0..19.0"),
                        "/api/generate",
                        "rating",
                        "{\"rating\":\"15.0..19.0\"}"),
                new Mistake(
                        "--variant",
                        List.of("solve", "--variant", "samurai,x", PUZZLE),
                        "/api/variant/solve",
                        "variant",
                        "{\"variant\":\"samurai,x\",\"puzzle\":\"?\"}"),
                new Mistake(
                        "--variant",
                        List.of("generate", "--variant", "consecutive,partial-consecutive"),
                        "/api/variant/generate",
                        "variant",
                        "{\"variant\":\"consecutive,partial-consecutive\"}"),
                new Mistake(
                        "--size",
                        List.of("generate", "--variant", "samurai", "--size", "6"),
                        "/api/variant/generate",
                        "size",
                        "{\"variant\":\"samurai\",\"size\":6}"),
                new Mistake(
                        "--level",
                        List.of("generate", "--variant", "x", "--size", "4", "--level", "moderate"),
                        "/api/variant/generate",
                        "level",
                        "{\"variant\":\"x\",\"size\":4,\"level\":\"moderate\"}"));
    }

    @Test
    void a_broken_option_rule_is_worded_as_the_http_api_words_the_same_mistake() throws Exception {
        for (Mistake mistake : mistakes()) {
            CommandRun run = CommandRun.of(mistake.args().toArray(String[]::new));
            String served = refusal(mistake);

            assertThat(run.exitCode()).as(mistake.args().toString()).isEqualTo(2);
            assertThat(run.out()).isEmpty();
            String said = run.err().strip();
            assertThat(said).as(mistake.args().toString()).startsWith("sudoku: " + mistake.option() + " must be ");
            assertThat(served).as(mistake.path()).startsWith("'" + mistake.field() + "' must be ");
            assertThat(said.substring(("sudoku: " + mistake.option()).length()).replace("--variant", "'variant'"))
                    .as(mistake.args() + " and " + mistake.path())
                    .isEqualTo(served.substring(mistake.field().length() + 2));
        }
    }

    private static String refusal(Mistake mistake) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + mistake.path()))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(mistake.body()))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(400);
        ObjectNode error = (ObjectNode) JSON.readTree(answer.body());
        assertThat(error.get("field").asText()).isEqualTo(mistake.field());
        return error.get("error").asText();
    }
}
