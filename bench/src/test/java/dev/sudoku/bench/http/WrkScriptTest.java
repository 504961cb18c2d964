package dev.sudoku.bench.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class WrkScriptTest {
    @Test
    void quotes_backslashes_and_newlines_are_escaped_so_a_body_stays_one_lua_string() {
        assertThat(WrkScript.luaString("{\"puzzle\":\"1.2\"}")).isEqualTo("\"{\\\"puzzle\\\":\\\"1.2\\\"}\"");
        assertThat(WrkScript.luaString("a\\b")).isEqualTo("\"a\\\\b\"");
        assertThat(WrkScript.luaString("line\r\nnext")).isEqualTo("\"line\\r\\nnext\"");
    }

    @Test
    void other_control_characters_take_three_digits_so_a_following_digit_is_not_swallowed() {
        assertThat(WrkScript.luaString("\u00012\t\u007f")).isEqualTo("\"\\0012\\009\\127\"");
    }

    @Test
    void characters_beyond_ascii_are_written_as_they_are() {
        assertThat(WrkScript.luaString("é中")).isEqualTo("\"é中\"");
    }

    @Test
    void a_post_row_sets_the_method_and_content_type_and_sends_its_bodies_in_turn() {
        String lua = WrkScript.of(LoadRow.post("solve-easy", "/api/solve", List.of("{\"a\":1}", "{\"b\":\"x\\ny\"}")));

        assertThat(lua)
                .contains("wrk.method = \"POST\"")
                .contains("wrk.headers[\"Content-Type\"] = \"application/json\"")
                .contains("  \"{\\\"a\\\":1}\",\n  \"{\\\"b\\\":\\\"x\\\\ny\\\"}\",\n")
                .contains("function request()")
                .contains("function response(status, headers, body)")
                .contains("io.write(\"  " + WrkScript.ERRORS_LINE + " \" .. count .. \"\\n\")");
    }

    @Test
    void a_get_row_leaves_wrk_its_one_prepared_request_and_still_counts_errors() {
        String lua = WrkScript.of(LoadRow.get("health", "/api/health"));

        assertThat(lua)
                .doesNotContain("wrk.method")
                .doesNotContain("function request()")
                .contains("if status < 200 or status > 299 then")
                .contains("function done(summary, latency, requests)");
    }
}
