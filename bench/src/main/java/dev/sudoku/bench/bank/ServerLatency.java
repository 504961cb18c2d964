package dev.sudoku.bench.bank;

import dev.sudoku.bench.http.Latencies;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Times {@code POST /api/bank/random} at a server, one request after the other over one keep-alive
 * connection (the JDK's {@link HttpClient}, HTTP/1.1), against the reference {@code GET /api/health} sent
 * the same way: the two take turns request by request, so the difference is the draw and its JSON, not
 * the machine's mood. Latency is the round trip, request sent to whole answer read.
 */
public final class ServerLatency {
    /** The reference row's name. */
    public static final String REFERENCE = "health";

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** How much of an error's answer is kept for the report. */
    private static final int ERROR_TEXT = 200;

    private ServerLatency() {}

    /**
     * The health row, then the random row, each of {@code requests} timed requests after as many untimed
     * ones (at most 2,000).
     *
     * @param base the server, e.g. {@code http://127.0.0.1:8080}
     * @param level the level asked for, e.g. {@code easy}
     */
    public static List<LatencyRow> measure(URI base, String level, int size, int requests) throws InterruptedException {
        if (requests < 1) {
            throw new IllegalArgumentException("need a positive number of requests");
        }
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .executor(Runnable::run)
                .connectTimeout(TIMEOUT)
                .build();
        HttpRequest health = HttpRequest.newBuilder(base.resolve("/api/health"))
                .timeout(TIMEOUT)
                .GET()
                .build();
        String body = String.format(Locale.ROOT, "{\"level\":\"%s\",\"size\":%d}", level, size);
        HttpRequest random = HttpRequest.newBuilder(base.resolve("/api/bank/random"))
                .timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .build();
        Tally warmHealth = new Tally();
        Tally warmRandom = new Tally();
        for (int i = 0; i < Math.min(requests, 2_000); i++) {
            warmHealth.send(client, health);
            warmRandom.send(client, random);
        }
        Tally timedHealth = new Tally();
        Tally timedRandom = new Tally();
        for (int i = 0; i < requests; i++) {
            timedHealth.send(client, health);
            timedRandom.send(client, random);
        }
        return List.of(
                timedHealth.row(REFERENCE, "GET /api/health", requests),
                timedRandom.row("random " + level, "POST /api/bank/random " + body, requests));
    }

    /** One row's latencies and errors. */
    private static final class Tally {
        final Latencies latencies = new Latencies();
        int errors;
        String firstError = "";

        void send(HttpClient client, HttpRequest request) throws InterruptedException {
            long sent = System.nanoTime();
            String error;
            try {
                HttpResponse<String> answer = client.send(request, HttpResponse.BodyHandlers.ofString());
                latencies.add(System.nanoTime() - sent);
                String text = answer.body();
                error = answer.statusCode() / 100 == 2
                        ? null
                        : answer.statusCode() + " " + text.substring(0, Math.min(text.length(), ERROR_TEXT));
            } catch (IOException e) {
                error = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (error != null) {
                errors++;
                if (firstError.isEmpty()) {
                    firstError = error;
                }
            }
        }

        LatencyRow row(String name, String request, int count) {
            return LatencyRow.of(name, request, count, latencies, errors, firstError);
        }
    }
}
