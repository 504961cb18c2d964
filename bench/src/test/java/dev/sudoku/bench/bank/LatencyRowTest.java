package dev.sudoku.bench.bank;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.http.Latencies;
import org.junit.jupiter.api.Test;

class LatencyRowTest {

    @Test
    void percentiles_are_nearest_rank_in_whole_microseconds_and_the_max_is_the_slowest_call() {
        Latencies latencies = new Latencies();
        for (int micros = 100; micros >= 1; micros--) {
            latencies.add(micros * 1000L + 999);
        }

        LatencyRow row = LatencyRow.of("lookup", "findByCanonical(key)", 100, latencies, 0, "");

        assertThat(row.p50Micros()).isEqualTo(50);
        assertThat(row.p99Micros()).isEqualTo(99);
        assertThat(row.maxMicros()).isEqualTo(100);
    }

    @Test
    void a_row_without_answers_reads_zero() {
        LatencyRow row = LatencyRow.of("health", "GET /api/health", 3, new Latencies(), 3, "refused");

        assertThat(row.p50Micros()).isZero();
        assertThat(row.maxMicros()).isZero();
        assertThat(row.errors()).isEqualTo(3);
    }
}
