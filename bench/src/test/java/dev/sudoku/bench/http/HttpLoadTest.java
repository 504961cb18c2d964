package dev.sudoku.bench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The load generator against a stub server on loopback whose answers the test chooses. */
class HttpLoadTest {
    private HttpServer server;
    private final Map<String, AtomicInteger> bodiesSeen = new ConcurrentHashMap<>();
    private final List<String> pathsSeen = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.createContext("/ok", exchange -> answer(exchange, 200, "{\"status\":\"OK\"}"));
        server.createContext("/bad", exchange -> answer(exchange, 400, "{\"error\":\"no puzzle\"}"));
        server.createContext("/echo", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            bodiesSeen.computeIfAbsent(body, b -> new AtomicInteger()).incrementAndGet();
            answer(exchange, 200, body);
        });
        server.createContext("/turn", exchange -> {
            pathsSeen.add(exchange.getRequestURI().getPath());
            answer(exchange, 200, "{}");
        });
        server.createContext("/slow", exchange -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answer(exchange, 200, "{}");
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        exchange.getRequestBody().readAllBytes();
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private HttpLoad load(LoadSettings settings) {
        return new HttpLoad(URI.create("http://127.0.0.1:" + server.getAddress().getPort()), settings);
    }

    @Test
    void a_row_answered_ok_stops_at_the_request_cap_without_errors() throws Exception {
        LoadResult result = load(LoadSettings.of(4, Duration.ofSeconds(5), 50)).run(LoadRow.get("ok", "/ok"));

        assertThat(result.requests()).isEqualTo(50);
        assertThat(result.errors()).isZero();
        assertThat(result.firstError()).isEmpty();
        assertThat(result.p50Micros()).isPositive().isLessThanOrEqualTo(result.p99Micros());
        assertThat(result.seconds()).as("the cap, not the 5 s, ended the row").isLessThan(5);
        assertThat(result.perSecond()).isPositive();
    }

    @Test
    void answers_other_than_2xx_are_errors_and_the_first_is_kept() throws Exception {
        LoadResult result =
                load(LoadSettings.of(2, Duration.ofSeconds(5), 20)).run(LoadRow.post("bad", "/bad", List.of("{}")));

        assertThat(result.requests()).isEqualTo(20);
        assertThat(result.errors()).isEqualTo(20);
        assertThat(result.firstError()).isEqualTo("400 {\"error\":\"no puzzle\"}");
    }

    @Test
    void requests_that_get_no_answer_are_errors() throws Exception {
        HttpLoad load = load(new LoadSettings(2, Duration.ofSeconds(5), 10, Duration.ZERO, 1));
        server.stop(0);

        LoadResult result = load.run(LoadRow.get("gone", "/ok"));

        assertThat(result.requests()).isEqualTo(10);
        assertThat(result.errors()).isEqualTo(10);
        assertThat(result.firstError()).contains("Exception");
    }

    @Test
    void bodies_are_posted_round_robin_so_each_is_sent_as_often() throws Exception {
        load(new LoadSettings(3, Duration.ofSeconds(5), 30, Duration.ZERO, 1))
                .run(LoadRow.post("echo", "/echo", List.of("{\"a\":1}", "{\"b\":2}", "{\"c\":3}")));

        assertThat(bodiesSeen).hasSize(3);
        assertThat(bodiesSeen.values())
                .allSatisfy(count -> assertThat(count.get()).isEqualTo(10));
    }

    @Test
    void a_row_without_a_cap_ends_when_its_duration_is_up() throws Exception {
        LoadResult result = load(new LoadSettings(2, Duration.ofMillis(300), Long.MAX_VALUE, Duration.ZERO, 1))
                .run(LoadRow.get("slow", "/slow"));

        // 2 clients at 50 ms a request for 0.3 s: about 12 requests, each client's last one started in time.
        assertThat(result.requests()).isBetween(2L, 14L);
        assertThat(result.seconds()).isBetween(0.3, 2.0);
        assertThat(result.p50Micros()).isGreaterThanOrEqualTo(50_000);
    }

    @Test
    void rows_take_turns_round_by_round_each_with_its_share_of_the_cap() throws Exception {
        List<LoadResult> results = load(new LoadSettings(1, Duration.ofSeconds(5), 5, Duration.ZERO, 2))
                .run(List.of(LoadRow.get("a", "/turn/a"), LoadRow.get("b", "/turn/b")));

        assertThat(results).extracting(LoadResult::name).containsExactly("a", "b");
        assertThat(results).extracting(LoadResult::requests).containsExactly(5L, 5L);
        // 5 requests in 2 rounds: 3 in the first, the 2 left in the second.
        assertThat(pathsSeen)
                .containsExactly(
                        "/turn/a", "/turn/a", "/turn/a", "/turn/b", "/turn/b", "/turn/b", "/turn/a", "/turn/a",
                        "/turn/b", "/turn/b");
    }

    @Test
    void a_warm_up_runs_every_row_before_any_is_timed_and_is_not_counted() throws Exception {
        List<LoadResult> results = load(new LoadSettings(1, Duration.ofSeconds(5), 2, Duration.ofSeconds(5), 1))
                .run(List.of(LoadRow.get("a", "/turn/a"), LoadRow.get("b", "/turn/b")));

        assertThat(results).extracting(LoadResult::requests).containsExactly(2L, 2L);
        assertThat(pathsSeen)
                .containsExactly(
                        "/turn/a", "/turn/a", "/turn/b", "/turn/b", "/turn/a", "/turn/a", "/turn/b", "/turn/b");
    }

    @Test
    void only_a_server_on_this_machine_is_loaded() {
        LoadSettings settings = LoadSettings.of(1, Duration.ofSeconds(1), 1);

        assertThatThrownBy(() -> new HttpLoad(URI.create("http://192.0.2.1:8080"), settings))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only a server on this machine");
    }

    @Test
    void percentiles_are_nearest_rank_in_microseconds() {
        Latencies latencies = new Latencies();
        for (int i = 100; i >= 1; i--) {
            latencies.add(i * 1000L);
        }
        long[] sorted = Latencies.sorted(List.of(latencies, new Latencies()));

        assertThat(Latencies.percentileMicros(sorted, 50)).isEqualTo(50);
        assertThat(Latencies.percentileMicros(sorted, 99)).isEqualTo(99);
        assertThat(Latencies.percentileMicros(new long[0], 99)).isZero();
    }

    @Test
    void warm_up_is_a_tenth_of_the_duration_and_at_most_three_seconds_and_long_rows_run_in_five_rounds() {
        LoadSettings quick = LoadSettings.of(64, Duration.ofMillis(500), 1);
        LoadSettings full = LoadSettings.of(64, Duration.ofSeconds(30), 1);

        assertThat(quick.warmup()).isEqualTo(Duration.ofMillis(50));
        assertThat(quick.rounds()).isEqualTo(1);
        assertThat(full.warmup()).isEqualTo(Duration.ofSeconds(3));
        assertThat(full.rounds()).isEqualTo(5);
    }
}
