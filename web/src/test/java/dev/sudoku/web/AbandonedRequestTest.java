package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A request whose client closes the connection stops computing soon, frees its worker and writes nothing;
 * a client that stays gets its whole answer. The slow request is a samurai at Diabolical from seed 5,
 * whose first grid takes over a minute to empty: it runs until its budget ends unless it is stopped.
 */
class AbandonedRequestTest {
    private static final String SLOW_BODY = "{\"variant\": \"samurai\", \"level\": \"diabolical\", \"seed\": 5}";
    /** Long enough for the slow request to be computing, not waiting to be read. */
    private static final Duration COMPUTING = Duration.ofMillis(700);

    @Test
    void a_request_whose_client_closes_frees_its_worker_for_the_next_request_at_once() throws Exception {
        // One worker and a long queue wait: the next request waits for the slow one's worker, not a 503.
        WebLimits one = WebLimits.defaults().withWorkers(1).withQueueWait(Duration.ofSeconds(30));
        try (TestServer server = new TestServer(one)) {
            // The client's first request pays for its own start-up; this one is not timed.
            server.post("/api/validate", "puzzle", Puzzles.UNIQUE_RECTANGLE);
            long closed;
            try (Socket socket = slowRequest(server)) {
                Thread.sleep(COMPUTING.toMillis());
                closed = System.nanoTime();
            }
            TestServer.Answer next = server.post("/api/validate", "puzzle", Puzzles.UNIQUE_RECTANGLE);
            Duration waited = Duration.ofNanos(System.nanoTime() - closed);
            System.out.printf("disconnect to next answer with one worker: %d ms%n", waited.toMillis());

            assertThat(next.status()).as(next.text()).isEqualTo(200);
            // The slow request's budget is 20 s; without being stopped it would hold the worker for 19 s more.
            assertThat(waited).isLessThan(Duration.ofSeconds(2));
        }
    }

    @Test
    void a_client_that_stops_sending_and_waits_is_sent_nothing() throws Exception {
        try (TestServer server = new TestServer(WebLimits.defaults().withWorkers(1))) {
            try (Socket socket = slowRequest(server)) {
                Thread.sleep(COMPUTING.toMillis());
                socket.shutdownOutput();
                long start = System.nanoTime();

                int first = socket.getInputStream().read();
                Duration waited = Duration.ofNanos(System.nanoTime() - start);

                // Its end of stream reads as a client gone: the server closes without a status line.
                assertThat(first).isEqualTo(-1);
                assertThat(waited).isLessThan(Duration.ofSeconds(2));
            }
        }
    }

    @Test
    void a_client_that_stays_gets_the_whole_answer_when_the_budget_ends() throws Exception {
        Duration budget = Duration.ofSeconds(2);
        try (TestServer server = new TestServer(WebLimits.defaults().withGenerateTime(budget))) {
            long start = System.nanoTime();
            try (Socket socket = slowRequest(server)) {
                TestServer.Answer answer = RawAnswer.read(socket.getInputStream());
                Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

                assertThat(elapsed).isGreaterThanOrEqualTo(budget);
                JsonNode report = answer.json().get(0);
                assertThat(report.get("status").asText()).isEqualTo("TIMEOUT");
                assertThat(report.get("error").asText()).contains("no Diabolical puzzle from 1 complete grid");
            }
        }
    }

    @Test
    void a_client_that_sends_its_next_request_early_gets_both_answers() throws Exception {
        // Bytes waiting on the connection are a pipelined request, not a client gone.
        try (TestServer server = new TestServer(WebLimits.defaults().withGenerateTime(Duration.ofSeconds(1)))) {
            try (Socket socket = slowRequest(server)) {
                Thread.sleep(COMPUTING.toMillis());
                OutputStream out = socket.getOutputStream();
                out.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                InputStream in = socket.getInputStream();

                TestServer.Answer slow = RawAnswer.read(in);
                TestServer.Answer health = RawAnswer.read(in);

                assertThat(slow.json().get(0).get("status").asText()).isEqualTo("TIMEOUT");
                assertThat(health.status()).isEqualTo(200);
                assertThat(health.json().get("status").asText()).isEqualTo("OK");
            }
        }
    }

    /** A socket that has sent the slow request and reads its answer within 30 s. */
    private static Socket slowRequest(TestServer server) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(30_000);
        byte[] body = SLOW_BODY.getBytes(StandardCharsets.UTF_8);
        String head = "POST /api/variant/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n";
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        return socket;
    }
}
