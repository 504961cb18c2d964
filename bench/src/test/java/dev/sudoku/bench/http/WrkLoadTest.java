package dev.sudoku.bench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** wrk against a stub server on loopback: one-second runs, checked for what was sent and counted. */
class WrkLoadTest {
    private HttpServer server;
    private final Map<String, String> bodiesSeen = new ConcurrentHashMap<>();
    private final Set<String> contentTypes = ConcurrentHashMap.newKeySet();

    /** wrk, or a failure saying how to install it: the tests that run it never skip. */
    static Path wrk() {
        return WrkLoad.find()
                .orElseThrow(() -> new AssertionError(
                        "wrk is not installed (no /usr/bin/wrk, none on the PATH): these tests run it; on Debian,"
                                + " apt-get install wrk"));
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/echo", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            bodiesSeen.put(body, body);
            contentTypes.add(String.valueOf(exchange.getRequestHeaders().getFirst("Content-Type")));
            answer(exchange, 200, "{}");
        });
        server.createContext("/moved", exchange -> answer(exchange, 302, "elsewhere"));
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        exchange.getRequestBody().readAllBytes();
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private WrkLoad load(int connections) {
        return new WrkLoad(
                wrk(),
                URI.create("http://127.0.0.1:" + server.getAddress().getPort()),
                WrkLoad.settings(connections, 1));
    }

    @Test
    void bodies_with_quotes_backslashes_newlines_and_accents_arrive_as_written() throws Exception {
        List<String> bodies = List.of("{\"a\":\"x\\\"y\"}", "{\"b\":\"line\nnext\"}", "{\"c\":\"café\u00012\"}");

        LoadResult result =
                load(2).run(List.of(LoadRow.post("echo", "/echo", bodies))).get(0);

        assertThat(result.requests()).isPositive();
        assertThat(result.errors()).isZero();
        assertThat(bodiesSeen.keySet()).containsExactlyInAnyOrderElementsOf(bodies);
        assertThat(contentTypes).containsExactly("application/json");
    }

    @Test
    void redirects_count_as_errors_though_wrk_itself_leaves_them_out() throws Exception {
        LoadResult result = load(2).run(List.of(LoadRow.get("moved", "/moved"))).get(0);

        assertThat(result.requests()).isPositive();
        assertThat(result.errors()).isEqualTo(result.requests());
        assertThat(result.firstError()).isEqualTo("302 elsewhere");
    }

    @Test
    void wrk_runs_whole_seconds_in_one_round_without_a_request_cap() {
        URI base = URI.create("http://127.0.0.1:8080");

        assertThat(WrkLoad.settings(64, 30).warmup()).isEqualTo(Duration.ofSeconds(3));
        assertThat(WrkLoad.settings(64, 4).warmup()).isZero();
        assertThatThrownBy(() -> new WrkLoad(wrk(), base, LoadSettings.of(4, Duration.ofSeconds(2), 100)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without a request cap");
        assertThatThrownBy(() -> new WrkLoad(wrk(), base, LoadSettings.of(4, Duration.ofMillis(1500), Long.MAX_VALUE)))
                .hasMessageContaining("whole seconds");
        assertThatThrownBy(() -> new WrkLoad(wrk(), URI.create("http://192.0.2.1:8080"), WrkLoad.settings(4, 1)))
                .hasMessageContaining("only a server on this machine");
    }

    @Test
    void the_client_is_named_with_wrks_version() {
        assertThat(load(1).description()).matches("wrk \\S+ \\(1 thread\\), a process of its own");
    }
}
