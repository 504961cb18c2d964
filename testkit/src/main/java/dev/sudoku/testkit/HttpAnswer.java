package dev.sudoku.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * What a test's request to a real server got back: its HTTP status, content type (empty when none) and
 * body. {@link #send} fails the test on a broken connection rather than returning a partial answer.
 */
public record HttpAnswer(int status, String contentType, byte[] bytes) {
    public static HttpAnswer send(HttpClient client, HttpRequest request) {
        try {
            HttpResponse<byte[]> response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
            return new HttpAnswer(
                    response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""),
                    response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
