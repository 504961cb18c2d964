package dev.sudoku.bench.bank;

import dev.sudoku.bench.http.Latencies;
import java.util.List;

/**
 * One line of a latency table: calls made one after the other, each timed from call to answer.
 *
 * @param name the row's name
 * @param request what was called
 * @param count calls timed (answered or not)
 * @param p50Micros the median latency of the answered calls, in microseconds (nearest rank)
 * @param p99Micros the 99th percentile
 * @param maxMicros the slowest
 * @param errors calls that failed or were answered with an error
 * @param firstError the first error's description, empty when there was none
 */
public record LatencyRow(
        String name,
        String request,
        int count,
        long p50Micros,
        long p99Micros,
        long maxMicros,
        int errors,
        String firstError) {

    /** The row of the latencies recorded, in nanoseconds. */
    static LatencyRow of(String name, String request, int count, Latencies latencies, int errors, String firstError) {
        long[] sorted = Latencies.sorted(List.of(latencies));
        return new LatencyRow(
                name,
                request,
                count,
                Latencies.percentileMicros(sorted, 50),
                Latencies.percentileMicros(sorted, 99),
                Latencies.percentileMicros(sorted, 100),
                errors,
                firstError);
    }
}
