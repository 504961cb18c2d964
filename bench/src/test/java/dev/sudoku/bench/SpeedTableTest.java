package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.SpeedRow.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpeedTableTest {
    private static final List<SpeedRow> ROWS = List.of(
            new SpeedRow(
                    "in-process solve, top1465",
                    "tdoku 71.0k/s",
                    "76.0k/s",
                    76.0 / 71,
                    ">= 1.0x",
                    Verdict.MET,
                    "top1465 1.07x"),
            new SpeedRow("explain, slowest puzzle", "", "6.10 s", 0, "< 5 s", Verdict.MISSED, ""),
            new SpeedRow("guesses", "tdoku 65", "80.0", 65 / 80.0, "", Verdict.NO_GOAL, "80 guesses"));

    @Test
    void the_table_has_a_row_each_with_its_ratio_and_verdict_and_counts_the_goals_met() {
        String table = SpeedTable.format(ROWS);

        assertThat(table.lines().filter(line -> line.startsWith("| in-process")))
                .singleElement()
                .satisfies(line ->
                        assertThat(line).contains("1.07x").contains(">= 1.0x").contains("met"));
        assertThat(table.lines().filter(line -> line.startsWith("| explain")))
                .singleElement()
                .satisfies(line ->
                        assertThat(line).contains("6.10 s").contains("not met").doesNotContain("0.00x"));
        assertThat(table.lines().filter(line -> line.startsWith("| guesses")))
                .singleElement()
                .satisfies(line -> assertThat(line).contains("0.81x"));
        assertThat(table).contains("Goals met: 1 of 2.");
    }

    @Test
    void the_summary_joins_the_briefs_in_order_and_names_the_machine() {
        assertThat(SpeedTable.summary(ROWS, "17.0.15", 2))
                .isEqualTo("sudoku speed: top1465 1.07x, 80 guesses (vs tdoku, serate, QQWing; JDK 17.0.15, 2 cores)");
    }
}
