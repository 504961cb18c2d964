package dev.sudoku.bench.http;

import java.util.List;

/**
 * A closed-loop load generator: each of {@link LoadSettings#connections()} connections sends its next
 * request when the last is answered, so requests/s is the server's throughput at that concurrency and
 * latency includes queueing in the server, not in the client. Two implementations: {@link WrkLoad}, wrk in a
 * process of its own, and {@link HttpLoad}, the JDK's client in this process.
 */
public interface LoadGenerator {
    /**
     * Runs every row untimed for the warm-up, then timed; the results, one per row in order, cover the timed
     * part alone.
     */
    List<LoadResult> run(List<LoadRow> rows) throws InterruptedException;

    /** The client as the table's note names it, e.g. {@code wrk 4.1.0 (2 threads), a process of its own}. */
    String description();
}
