package dev.sudoku.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.testkit.HttpAnswer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** A real server on a free loopback port, and a client that posts bodies and reads the JSON answers. */
final class TestServer implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();

    private final WebServer server;
    private final HttpClient client = HttpClient.newHttpClient();

    TestServer(WebLimits limits) {
        this(limits, Optional.empty());
    }

    /** A server whose {@code /api/bank/} routes answer from {@code bank}. */
    TestServer(WebLimits limits, Optional<WebBank> bank) {
        this.server = WebServer.start("127.0.0.1", 0, limits, Optional.empty(), bank);
    }

    TestServer() {
        this(WebLimits.defaults());
    }

    /** Starts the server's warm-up ({@link WebServer#warmUp}). */
    WarmUp warmUp(java.time.Duration work) {
        return server.warmUp(work);
    }

    /** The port it listens on, for tests that speak HTTP on a socket of their own. */
    int port() {
        return server.port();
    }

    /** An answer: its HTTP status, content type and body. */
    record Answer(int status, String contentType, byte[] bytes) {
        JsonNode json() {
            try {
                return JSON.readTree(bytes);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + new String(bytes, java.nio.charset.StandardCharsets.UTF_8), e);
            }
        }

        String text() {
            return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
    }

    Answer post(String path, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    Answer post(String path, byte[] body, String contentType) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    /**
     * Announces a body of {@code declared} bytes as curl does a large one, with {@code Expect:
     * 100-continue}, and sends it only if the server asks for it: the answer to a body refused on its
     * declared length arrives before any of it is sent. (The JDK client's own expect-continue waits forever
     * on Java 17 when the answer is final, so this speaks HTTP/1.1 on a socket.)
     */
    Answer announce(String path, long declared) {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + declared
                    + "\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return RawAnswer.read(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Posts a JSON object built from alternating names and values (values written as JSON). */
    Answer post(String path, Object... namesAndValues) {
        var object = JSON.createObjectNode();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            object.set((String) namesAndValues[i], JSON.valueToTree(namesAndValues[i + 1]));
        }
        return post(path, object.toString());
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET().build());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    private Answer send(HttpRequest request) {
        HttpAnswer answer = HttpAnswer.send(client, request);
        return new Answer(answer.status(), answer.contentType(), answer.bytes());
    }

    @Override
    public void close() {
        server.close();
    }
}
