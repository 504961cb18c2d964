package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code explain}, {@code hint} and {@code rate} with {@code --variant} keep to {@code --time-limit} as the
 * classic commands do: an entry out of time is TIMEOUT in the classic words, and the run goes on.
 */
@Isolated("it times runs against their --time-limit")
class VariantLogicTimeLimitTest {
    /**
     * A minimal partial-consecutive puzzle of three givens, unique, whose path needs nested forcing chains:
     * its uniqueness check takes a fraction of a second and its explanation (which ends STUCK) some 2.5 s on a
     * quiet two-core machine, 8 s on a loaded one.
     */
    private static final String SLOW =
            "..................5.............6................................1..............."
                    + "\n.rd..rd...r.rd.r.d...........d....r..dr.r.r...d.rd..d.d.r.r..dd............r...r.\n";

    /** SE rating spec, worked example 9.1 (4.2/1.2/1.2), with no bars: milliseconds to explain or rate. */
    private static final String QUICK =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.\n" + ".".repeat(81)
                    + "\n";

    /**
     * A hint is one step, far quicker than an explanation or a rating: its slow part is the uniqueness check
     * (0.1-1 s), so its limit is shorter and the entry after it is the slow one again.
     */
    @ParameterizedTest
    @CsvSource({
        "explain, 0.5, false, SOLVED, the explanation did not finish",
        "rate, 0.5, false, RATED, the rating did not finish",
        "hint, 0.01, true, TIMEOUT, no hint found"
    })
    void an_entry_out_of_time_is_timeout_and_the_next_entry_is_worked_on(
            String command, String limit, boolean slowAgain, String next, String logicOutOfTime) {
        CommandRun run = CommandRun.withInput(
                SLOW + "\n" + (slowAgain ? SLOW : QUICK),
                command,
                "--variant",
                "partial-consecutive",
                "--time-limit",
                limit,
                "--format",
                "json");

        List<JsonNode> reports = Json.records(run);
        assertThat(reports).extracting(r -> r.get("status").asText()).containsExactly("TIMEOUT", next);
        assertThat(reports).extracting(r -> r.get("line").asInt()).containsExactly(1, 4);
        // Out of time in the uniqueness check (it takes 0.1-1 s) or in the logic after it.
        assertThat(reports.get(0).get("error").asText())
                .matches("(the uniqueness check did not finish|" + logicOutOfTime + ") within "
                        + limit.replace(".", "\\.") + " s.*");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void an_explanation_out_of_time_keeps_its_steps_and_the_position_reached_as_the_classic_one_does() {
        long start = System.nanoTime();
        CommandRun run = CommandRun.withInput(
                SLOW, "explain", "--variant", "partial-consecutive", "--time-limit", "1", "--format", "json");
        long millis = (System.nanoTime() - start) / 1_000_000;

        JsonNode report = Json.records(run).get(0);
        assertThat(report.get("status").asText()).isEqualTo("TIMEOUT");
        String error = report.get("error").asText();
        if (!error.startsWith("the uniqueness check")) {
            int steps = report.get("steps").size();
            assertThat(error).isEqualTo("the explanation did not finish within 1 s (" + steps + " steps found)");
            assertThat(report.get("stepCount").asInt()).isEqualTo(steps);
            // The position reached: the givens kept, and a candidate line of 9 characters a cell.
            assertThat(report.get("grid").asText()).hasSize(81).contains("5", "6", "1");
            assertThat(report.get("candidates").asText()).hasSize(81 * 9);
        }
        // The limit stops it within a check of 1 s, well before the whole explanation would end.
        assertThat(millis).as("the run took %d ms", millis).isLessThan(4_000);
    }
}
