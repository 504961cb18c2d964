package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.testkit.HttpAnswer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;

/**
 * The HTTP API on a real server, asked with any body: a JSON object of the route's own fields (and
 * sometimes another name, a repeated one, or bytes that are no JSON at all) whose values are of any JSON
 * kind, strings drawn from the words and puzzles the fields take or from the fuzzer. Every answer is a
 * 200 with JSON (a PDF from the booklet route) whose reports carry status words of the schema, or a
 * refusal of a documented status (400, 404, 413, 422) whose JSON says why in words and names, when it
 * names a field, one the route takes or the request sent: never a 500, never a body that is not JSON. The
 * server's budgets are short ({@link FuzzServer}), so each request ends in about a second whatever it
 * asks; a request the budgets do not bound is a hang.
 */
class HttpApiFuzzTest {
    private static final Set<Integer> REFUSALS = Set.of(400, 404, 413, 422);

    @AfterAll
    static void stop() {
        FuzzServer.close();
    }

    @FuzzTest(maxDuration = "5s")
    void any_request_gets_an_answer_or_a_refusal_in_words(FuzzedDataProvider data) {
        FuzzServer server = FuzzServer.get();
        boolean layout = data.consumeInt(0, 15) == 0;
        String route = layout
                ? "/api/layout"
                : data.pickValue(data.consumeInt(0, 7) == 0 ? server.making() : server.answering());
        List<String> named = new ArrayList<>();
        HttpAnswer answer;
        String asked;
        if (layout) {
            String size = optional(data);
            String box = optional(data);
            asked = route + " size=" + size + " box=" + box;
            answer = server.layout(size, box);
            named.addAll(List.of("size", "box"));
        } else {
            byte[] body = ApiBodies.body(data, server.fields(route), named);
            asked = route + " " + new String(body, StandardCharsets.UTF_8);
            answer = server.post(route, body);
            named.addAll(server.fields(route));
        }

        assertThat(answer.status()).as(asked).isIn(200, 400, 404, 413, 422);
        if (answer.status() == 200 && route.equals("/api/print")) {
            assertThat(answer.contentType()).as(asked).startsWith("application/pdf");
            assertThat(answer.bytes()).as(asked).startsWith("%PDF-".getBytes(StandardCharsets.US_ASCII));
            return;
        }
        assertThat(answer.contentType()).as(asked).startsWith("application/json");
        JsonNode json = ApiBodies.read(answer.bytes(), asked);
        if (REFUSALS.contains(answer.status())) {
            refusalSaysWhy(json, named, asked);
        } else {
            ApiBodies.reportsCarryStatusWords(json, asked);
        }
    }

    private static void refusalSaysWhy(JsonNode json, List<String> named, String asked) {
        assertThat(json.isObject()).as(asked).isTrue();
        assertThat(json.path("error").isTextual()).as(asked + "\n" + json).isTrue();
        assertThat(json.path("error").textValue()).as(asked).isNotBlank().doesNotContain("Exception");
        JsonNode field = json.path("field");
        if (field.isTextual()) {
            assertThat(named).as(asked + "\n" + json).contains(field.textValue());
        } else {
            assertThat(field.isNull()).as(asked + "\n" + json).isTrue();
        }
    }

    /** A query parameter: absent (null), or a word of the layout's or the fuzzer's. */
    private static String optional(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 3)) {
            case 0 -> null;
            case 1 -> data.pickValue(List.of("4", "6", "8", "9", "12", "16", "25", "26", "0", "-1"));
            case 2 -> data.pickValue(List.of("2x2", "2x3", "3x2", "3x3", "2x4", "4x4", "5x5", "1x9", "3x"));
            default -> data.consumeString(12);
        };
    }
}
