package dev.sudoku.bench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ApiRowTest {
    private static final String PUZZLE =
            "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

    @Test
    void rows_are_named_on_the_command_line_as_in_the_table() {
        assertThat(ApiRow.words()).isEqualTo("health,solve-easy,solve-hardest,hint,explain,rate");
        assertThat(ApiRow.named("solve-hardest")).isEqualTo(ApiRow.SOLVE_HARDEST);
        assertThatThrownBy(() -> ApiRow.named("solve"))
                .hasMessage("unknown row 'solve'; the rows are health,solve-easy,solve-hardest,hint,explain,rate");
    }

    @Test
    void health_is_a_get_and_the_others_post_one_body_per_puzzle() {
        LoadRow health = ApiRow.HEALTH.load(List.of(PUZZLE));
        LoadRow hint = ApiRow.HINT.load(List.of(PUZZLE, PUZZLE));

        assertThat(health.request()).isEqualTo("GET /api/health");
        assertThat(hint.request()).isEqualTo("POST /api/hint");
        assertThat(hint.bodies())
                .containsExactly(
                        "{\"puzzle\":\"" + PUZZLE + "\",\"level\":1}", "{\"puzzle\":\"" + PUZZLE + "\",\"level\":1}");
        assertThat(ApiRow.SOLVE_EASY.load(List.of(PUZZLE)).bodies()).containsExactly("{\"puzzle\":\"" + PUZZLE + "\"}");
    }

    @Test
    void a_line_with_quotes_or_backslashes_stays_one_json_string() {
        assertThat(ApiRow.jsonString("a\"b\\c\n")).isEqualTo("\"a\\\"b\\\\c\\u000a\"");
    }
}
