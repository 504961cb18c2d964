package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** {@code rate --time-limit}: a rating that runs out of time gets its own TIMEOUT line, and the run goes on. */
@Isolated("it times runs against their --time-limit")
class RateTimeLimitTest {
    /** SE rating spec, worked example 9.1: 4.2/1.2/1.2, an XY-Wing. */
    private static final String EASY_A =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";
    /**
     * Arto Inkala's "world's hardest sudoku" (2012): nested forcing chains, several seconds to rate here,
     * far more than the limit of these tests.
     */
    private static final String NESTED =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    /** SE rating spec, worked example 9.3: 2.0/2.0/2.0, a direct hidden pair. */
    private static final String EASY_C =
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.";

    @TempDir
    Path dir;

    private String file() throws IOException {
        Path file = dir.resolve("three.txt");
        Files.writeString(file, EASY_A + "\n" + NESTED + "\n" + EASY_C + "\n");
        return file.toString();
    }

    @Test
    void a_rating_out_of_time_prints_timeout_in_its_place_and_the_run_goes_on() throws IOException {
        long start = System.nanoTime();
        CommandRun run = CommandRun.of("rate", "--time-limit", "0.2", file());
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(run.lines()).hasSize(3);
        assertThat(run.lines().get(0)).matches("4\\.2/1\\.2/1\\.2 \\d+ Difficult XY-Wing");
        assertThat(run.lines().get(1)).isEqualTo("TIMEOUT: the rating did not finish within 0.2 s");
        assertThat(run.lines().get(2)).matches("2\\.0/2\\.0/2\\.0 \\d+ Moderate Direct Hidden Pair");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(millis).as("the run took %d ms", millis).isLessThan(3_000);
    }

    @Test
    void a_timeout_in_json_has_its_status_and_reason_and_no_rating() throws Exception {
        CommandRun run = CommandRun.of("rate", "--time-limit", "0.2", "--format", "json", file());
        List<JsonNode> records = Json.records(run);

        assertThat(records).extracting(r -> r.get("status").asText()).containsExactly("RATED", "TIMEOUT", "RATED");
        JsonNode timeout = records.get(1);
        assertThat(timeout.get("puzzle").asText()).isEqualTo(NESTED);
        assertThat(timeout.get("line").asInt()).isEqualTo(2);
        assertThat(timeout.get("er").isNull()).isTrue();
        assertThat(timeout.get("error").asText()).isEqualTo("the rating did not finish within 0.2 s");
        assertThat(timeout.get("micros").asLong()).isGreaterThanOrEqualTo(200_000);
    }

    @Test
    void a_template_prints_the_status_line_for_a_timeout() throws IOException {
        CommandRun run = CommandRun.of("rate", "--time-limit", "0.2", "--format", "%r %g", file());

        assertThat(run.lines()).hasSize(3);
        assertThat(run.lines().get(0)).isEqualTo("4.2 " + EASY_A);
        assertThat(run.lines().get(1)).isEqualTo(NESTED + " TIMEOUT: the rating did not finish within 0.2 s");
        assertThat(run.lines().get(2)).isEqualTo("2.0 " + EASY_C);
    }

    @Test
    void a_time_limit_long_enough_rates_as_without_one() {
        CommandRun limited = CommandRun.of("rate", "--time-limit", "600", EASY_A, EASY_C);
        CommandRun unlimited = CommandRun.of("rate", EASY_A, EASY_C);

        assertThat(limited.lines()).hasSize(2).isEqualTo(unlimited.lines());
        assertThat(limited.exitCode()).isZero();
    }

    @Test
    void a_time_limit_that_is_not_positive_is_a_usage_error() {
        CommandRun run = CommandRun.of("rate", "--time-limit", "0", EASY_A);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--time-limit must be a positive number of seconds up to 1000000 or 'none'");
    }
}
