package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.SpeedRow.Verdict;
import java.util.List;
import java.util.OptionalDouble;
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

    private static final SpeedRun WITH_QQWING = new SpeedRun(ROWS, OptionalDouble.of(5.24));
    private static final SpeedRun WITHOUT_QQWING = new SpeedRun(ROWS, OptionalDouble.empty());

    @Test
    void the_table_has_a_row_each_with_its_ratio_and_verdict_and_counts_the_goals_met() {
        String table = SpeedTable.format(WITH_QQWING);

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
    void the_machine_is_set_against_the_reference_machine_by_qqwings_speed_on_both() {
        assertThat(SpeedTable.format(WITH_QQWING))
                .contains("but QQWing's, timed in this run;")
                .contains("This machine ran QQWing at 1.25x the reference machine's speed (5.24 ms a minimal puzzle"
                        + " against 6.55 ms)");
        assertThat(SpeedTable.format(WITHOUT_QQWING))
                .doesNotContain("timed in this run")
                .contains("QQWing could not be run here");
    }

    @Test
    void the_summary_joins_the_briefs_in_order_and_names_the_machine() {
        assertThat(SpeedTable.summary(WITHOUT_QQWING, "17.0.15", 2))
                .isEqualTo("sudoku speed: top1465 1.07x, 80 guesses (vs tdoku, serate, QQWing; JDK 17.0.15, 2 cores)");
        assertThat(SpeedTable.summary(WITH_QQWING, "17.0.15", 2))
                .isEqualTo("sudoku speed: top1465 1.07x, 80 guesses (vs tdoku, serate, QQWing; JDK 17.0.15, 2 cores,"
                        + " QQWing here 1.25x the reference machine)");
    }
}
