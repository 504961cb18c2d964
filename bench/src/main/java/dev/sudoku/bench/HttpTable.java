package dev.sudoku.bench;

import dev.sudoku.bench.http.LoadGenerator;
import dev.sudoku.bench.http.LoadResult;
import dev.sudoku.bench.http.LoadSettings;
import java.util.List;

/**
 * Formats the rows of an HTTP load as a Markdown table, each row's throughput as a multiple of the
 * reference row's (the health check on the same server in the same run), the comparison that survives a
 * noisy machine and a load generator sharing the server's cores.
 */
public final class HttpTable {
    private HttpTable() {}

    /**
     * @param client the load generator that ran, named in the note under the table
     */
    public static String format(
            List<LoadResult> rows, LoadResult reference, LoadSettings settings, LoadGenerator client) {
        MarkdownTable table = new MarkdownTable()
                .text("row")
                .text("request")
                .figure("requests")
                .figure("requests/s")
                .figure("vs " + reference.name())
                .figure("p50 ms")
                .figure("p99 ms")
                .figure("errors");
        for (LoadResult row : rows) {
            double ratio = reference.perSecond() == 0 ? 0 : row.perSecond() / reference.perSecond();
            table.row(
                    row.name(),
                    row.request(),
                    row.requests(),
                    MarkdownTable.figure("%.0f", row.perSecond()),
                    MarkdownTable.figure("%.2fx", ratio),
                    MarkdownTable.figure("%.2f", row.p50Micros() / 1000.0),
                    MarkdownTable.figure("%.2f", row.p99Micros() / 1000.0),
                    row.errors());
        }
        return table.format()
                + MarkdownTable.figure(
                        "%d connection%s, each sending its next request when the last is answered, to a server this"
                                + " process started on 127.0.0.1; each row %.1f s%s in %s, after"
                                + " %.1f s untimed for every row. Latency: request sent to whole answer read. \"vs %s\": requests/s"
                                + " as a multiple of that row's. Errors: answers other than 2xx, and failures. Client: %s.",
                        settings.connections(),
                        settings.connections() == 1 ? "" : "s",
                        settings.duration().toNanos() / 1e9,
                        settings.maxRequests() == Long.MAX_VALUE
                                ? ""
                                : " or " + settings.maxRequests() + " requests, whichever came first,",
                        settings.rounds() == 1 ? "one round" : settings.rounds() + " rounds, the rows taking turns",
                        settings.warmup().toNanos() / 1e9,
                        reference.name(),
                        client.description())
                + System.lineSeparator();
    }
}
