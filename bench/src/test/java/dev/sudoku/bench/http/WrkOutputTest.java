package dev.sudoku.bench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** wrk 4.1.0's reports, captured from runs against this project's server and a stub that fails on purpose. */
class WrkOutputTest {
    /** POST /api/solve, a valid and an invalid puzzle in turn, wrk's own script-less count of 4xx. */
    private static final String HALF_REFUSED =
            """
            Running 1s test @ http://127.0.0.1:18080/api/solve
              2 threads and 4 connections
              Thread Stats   Avg      Stdev     Max   +/- Stdev
                Latency    53.77ms   41.01ms 207.76ms   83.33%
                Req/Sec    44.06     16.71    70.00     77.78%
              Latency Distribution
                 50%   40.05ms
                 75%   63.99ms
                 90%  108.62ms
                 99%  207.76ms
              84 requests in 1.04s, 40.15KB read
              Non-2xx or 3xx responses: 43
            Requests/sec:     80.69
            Transfer/sec:     38.57KB
            """;

    /** A stub answering 200, 500 or closing the connection in turn, with the script's two lines. */
    private static final String SOCKET_ERRORS =
            """
            Running 1s test @ http://127.0.0.1:18555/mix
              2 threads and 4 connections
              Thread Stats   Avg      Stdev     Max   +/- Stdev
                Latency    31.90ms   19.22ms  47.97ms   72.13%
                Req/Sec    60.25     12.67    90.00     80.00%
              Latency Distribution
                 50%   43.28ms
                 75%   43.98ms
                 90%   44.13ms
                 99%   47.97ms
              122 requests in 1.02s, 16.41KB read
              Socket errors: connect 0, read 31, write 0, timeout 0
              Non-2xx or 3xx responses: 41
            Requests/sec:    120.06
            Transfer/sec:     16.15KB
              Answers other than 2xx: 41
              First answer other than 2xx: 500 {"error":"boom"}
            """;

    /** A listener that accepts and never answers. */
    private static final String NOTHING_ANSWERED =
            """
            Running 2s test @ http://127.0.0.1:18556/
              1 threads and 2 connections
              Thread Stats   Avg      Stdev     Max   +/- Stdev
                Latency     0.00us    0.00us   0.00us    -nan%
                Req/Sec     0.00      0.00     0.00      -nan%
              Latency Distribution
                 50%    0.00us
                 75%    0.00us
                 90%    0.00us
                 99%    0.00us
              0 requests in 2.03s, 0.00B read
            Requests/sec:      0.00
            Transfer/sec:       0.00B
              Answers other than 2xx: 0
              First answer other than 2xx:\s
            """;

    @Test
    void a_report_without_the_scripts_lines_gives_wrks_own_count_of_failed_answers() {
        WrkOutput output = WrkOutput.parse(HALF_REFUSED);

        assertThat(output.answered()).isEqualTo(84);
        assertThat(output.seconds()).isCloseTo(84 / 80.69, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(output.p50Micros()).isEqualTo(40_050);
        assertThat(output.p99Micros()).isEqualTo(207_760);
        assertThat(output.socketErrors()).isZero();
        assertThat(output.non2xx()).isEqualTo(43);
        assertThat(output.firstError()).isEmpty();
    }

    @Test
    void socket_errors_are_requests_without_an_answer_and_count_as_errors() {
        WrkOutput output = WrkOutput.parse(SOCKET_ERRORS);
        LoadResult result = output.result(LoadRow.get("mix", "/mix"));

        assertThat(output.answered()).isEqualTo(122);
        assertThat(output.socketErrors()).isEqualTo(31);
        assertThat(output.non2xx()).isEqualTo(41);
        assertThat(output.firstError()).isEqualTo("500 {\"error\":\"boom\"}");
        assertThat(result.requests()).isEqualTo(122 + 31);
        assertThat(result.errors()).isEqualTo(41 + 31);
        assertThat(result.p50Micros()).isEqualTo(43_280);
        assertThat(result.p99Micros()).isEqualTo(47_970);
        assertThat(result.seconds()).isCloseTo(122 / 120.06, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void the_scripts_count_wins_over_wrks_which_leaves_out_1xx_and_3xx() {
        String redirects = SOCKET_ERRORS.replace("Answers other than 2xx: 41", "Answers other than 2xx: 50");

        assertThat(WrkOutput.parse(redirects).non2xx()).isEqualTo(50);
    }

    @Test
    void a_run_with_nothing_answered_has_its_printed_length_and_no_latency() {
        WrkOutput output = WrkOutput.parse(NOTHING_ANSWERED);

        assertThat(output.answered()).isZero();
        assertThat(output.seconds()).isEqualTo(2.03);
        assertThat(output.p99Micros()).isZero();
        assertThat(output.firstError()).isEmpty();
        assertThat(output.result(LoadRow.get("mute", "/")).perSecond()).isZero();
    }

    @Test
    void times_in_every_unit_wrk_prints_are_read_as_microseconds() {
        String fast = HALF_REFUSED.replace("50%   40.05ms", "50%  850.00us").replace("99%  207.76ms", "99%    1.25s");
        String slow = NOTHING_ANSWERED.replace("0 requests in 2.03s", "0 requests in 1.50m");

        assertThat(WrkOutput.parse(fast).p50Micros()).isEqualTo(850);
        assertThat(WrkOutput.parse(fast).p99Micros()).isEqualTo(1_250_000);
        assertThat(WrkOutput.parse(slow).seconds()).isEqualTo(90.0);
    }

    @Test
    void text_that_is_not_a_report_is_refused_naming_the_missing_line() {
        assertThatThrownBy(() -> WrkOutput.parse("unable to connect to 127.0.0.1:1 Connection refused"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no 'N requests in T' line");
        assertThatThrownBy(() -> WrkOutput.parse(HALF_REFUSED.replace("99%  207.76ms", "")))
                .hasMessageContaining("the latency distribution's 99%");
    }
}
