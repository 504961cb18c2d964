package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class KillerAndConsecutiveSolveTest {
    /** A 4x4 killer: its first row, its cage map, its sums. */
    private static final String KILLER = "1234............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
    /** The same cages with a sum two cells cannot make. */
    private static final String IMPOSSIBLE = "................\nAABBCDDBCEFFGEHH\n3 9 5 5 4 7 4 13\n";
    /** A 4x4 consecutive puzzle: one given, then the bars of the grid 1234/3412/2143/4321. */
    private static final String CONSECUTIVE = "1...............\nrrr.b.rdr.r.rrr.\n";

    @Test
    void each_killer_entry_gets_its_report_in_order_with_its_cages_and_sums() {
        CommandRun run =
                CommandRun.withInput(KILLER + "\n" + IMPOSSIBLE, "solve", "--variant", "killer", "--format", "json");

        assertThat(run.exitCode()).isEqualTo(1);
        List<JsonNode> reports = Json.records(run);
        assertThat(reports).hasSize(2);
        JsonNode solved = reports.get(0);
        assertThat(solved.get("status").asText()).isEqualTo("SOLVED");
        assertThat(solved.get("cages").asText()).isEqualTo("AABBCDDBCEFFGEHH");
        assertThat(solved.get("sums").asText()).isEqualTo("A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3");
        assertThat(solved.get("solution").asText()).isEqualTo("1234341221434321");
        JsonNode bad = reports.get(1);
        assertThat(bad.get("status").asText()).isEqualTo("INVALID");
        assertThat(bad.get("line").asInt()).isEqualTo(5);
        assertThat(bad.get("error").asText())
                .isEqualTo("line 7, column 15: cage H has 2 cells: its sum must be 3 to 7, not 13");
    }

    @Test
    void the_grid_format_draws_the_cage_map_beside_the_solution_and_the_sums_below() {
        CommandRun run = CommandRun.withInput(KILLER, "solve", "--variant", "killer", "--format", "grid");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().split("\n"))
                .containsSubsequence(
                        "1 2 3 4    A A B B", "4 3 2 1    G E H H", "sums: A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3");
    }

    @Test
    void a_consecutive_puzzle_is_solved_keeping_its_bars_and_a_given_across_no_bar_is_invalid() {
        JsonNode solved = Json.records(
                        CommandRun.withInput(CONSECUTIVE, "solve", "--variant", "consecutive", "--format", "json"))
                .get(0);
        assertThat(solved.get("status").asText()).isEqualTo("SOLVED");
        assertThat(solved.get("bars").asText()).isEqualTo("rrr.b.rdr.r.rrr.");
        assertThat(solved.get("solution").asText()).isEqualTo("1234341221434321");

        CommandRun broken = CommandRun.withInput(
                "12..2...........\nrrr.b.rdr.r.rrr.\n", "solve", "--variant", "consecutive", "--format", "json");
        assertThat(broken.exitCode()).isEqualTo(1);
        assertThat(Json.records(broken).get(0).get("error").asText())
                .isEqualTo("line 1: r1c1 and r2c1 hold 1 and 2 with no bar between them");
    }
}
