package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportJsonTest {
    @Test
    void every_field_of_the_view_is_written_in_order_with_null_where_it_does_not_apply() {
        Report report = Report.of(View.SOLVE)
                .with(Field.FILE, "a.txt")
                .with(Field.LINE, 3)
                .status(ResultStatus.NONE)
                .with(Field.ERROR, "no solution")
                .build();
        assertThat(ReportJson.write(report))
                .isEqualTo("{\"file\":\"a.txt\",\"line\":3,\"status\":\"NONE\",\"mode\":null,\"puzzle\":null,"
                        + "\"box\":null,\"solution\":null,\"solution2\":null,\"differences\":null,\"solutions\":null,\"guesses\":null,\"micros\":null,"
                        + "\"error\":\"no solution\"}");
    }

    @Test
    void ratings_are_written_with_one_decimal_as_sudoku_explainer_prints_them() {
        Report report = Report.of(View.RATE)
                .status(ResultStatus.RATED)
                .with(Field.ER, 6.699999999999999)
                .with(Field.EP, 1.2)
                .with(Field.ED, 10.0)
                .build();
        assertThat(ReportJson.write(report)).contains("\"er\":6.7,\"ep\":1.2,\"ed\":10.0,");
    }

    @Test
    void steps_counts_and_text_needing_escapes_are_written_as_json() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("NAKED_SINGLE", 2);
        counts.put("FULL_HOUSE", 1);
        StepJson step = new StepJson(
                "NAKED_SINGLE",
                "Naked Single",
                "say \"hi\"\n",
                List.of("r1c1=5"),
                List.of(),
                List.of(new HighlightJson("r1c1", "5", "placed"), new HighlightJson("r1c2", null, "pivot")),
                List.of(new LinkJson(
                        new LinkJson.Node(List.of("r1c1"), "5"),
                        new LinkJson.Node(List.of("r2c1", "r3c1"), "5"),
                        true)));
        Report report = Report.of(View.EXPLAIN)
                .status(ResultStatus.SOLVED)
                .with(Field.STEPS, List.of(step))
                .with(Field.COUNTS, counts)
                .build();
        assertThat(ReportJson.write(report))
                .contains("\"steps\":[{\"technique\":\"NAKED_SINGLE\",\"name\":\"Naked Single\","
                        + "\"text\":\"say \\\"hi\\\"\\n\",\"placements\":[\"r1c1=5\"],\"eliminations\":[],"
                        + "\"highlights\":[{\"cell\":\"r1c1\",\"digit\":\"5\",\"role\":\"placed\"},"
                        + "{\"cell\":\"r1c2\",\"digit\":null,\"role\":\"pivot\"}],"
                        + "\"links\":[{\"from\":{\"cells\":[\"r1c1\"],\"digit\":\"5\"},"
                        + "\"to\":{\"cells\":[\"r2c1\",\"r3c1\"],\"digit\":\"5\"},\"strong\":true}]}]")
                .contains("\"counts\":{\"NAKED_SINGLE\":2,\"FULL_HOUSE\":1}");
    }
}
