package dev.sudoku.bench.http;

import java.util.Objects;

/**
 * The timed part of one row of an HTTP load.
 *
 * @param name the row's name
 * @param request what was sent, e.g. {@code POST /api/solve}
 * @param requests requests completed, answered or failed
 * @param seconds wall time from the first request sent to the last answer read
 * @param p50Micros the median latency (send to whole answer read) of the requests answered
 * @param p99Micros the 99th percentile latency of the requests answered
 * @param errors requests answered with a status other than 2xx, or failed without an answer
 * @param firstError the first error seen (status and the start of the body, or the exception); empty when none
 */
public record LoadResult(
        String name,
        String request,
        long requests,
        double seconds,
        long p50Micros,
        long p99Micros,
        long errors,
        String firstError) {
    public LoadResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(firstError, "firstError");
        if (requests < 0 || errors < 0 || errors > requests || seconds < 0 || p50Micros > p99Micros) {
            throw new IllegalArgumentException("inconsistent result: " + name);
        }
    }

    /** Requests completed per second of wall time; 0 when no time passed. */
    public double perSecond() {
        return seconds == 0 ? 0 : requests / seconds;
    }
}
