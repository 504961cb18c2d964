package dev.sudoku.bench.http;

import java.util.List;
import java.util.Objects;

/**
 * What one row of an HTTP load sends: a GET of {@code path} when there are no bodies, else a POST of each
 * body in turn (round-robin, so every client walks the whole list between them).
 *
 * @param name the row's name in the table
 * @param path the request path, e.g. {@code /api/solve}
 * @param bodies the JSON bodies posted, in order; empty for a GET
 */
public record LoadRow(String name, String path, List<String> bodies) {
    public LoadRow {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(path, "path");
        if (!path.startsWith("/")) {
            throw new IllegalArgumentException("path must start with '/': " + path);
        }
        bodies = List.copyOf(bodies);
    }

    /** A row that GETs {@code path}. */
    public static LoadRow get(String name, String path) {
        return new LoadRow(name, path, List.of());
    }

    /** A row that POSTs the bodies to {@code path}; at least one body. */
    public static LoadRow post(String name, String path, List<String> bodies) {
        if (bodies.isEmpty()) {
            throw new IllegalArgumentException(name + ": a POST row needs at least one body");
        }
        return new LoadRow(name, path, bodies);
    }

    /** {@code GET /api/health} or {@code POST /api/solve}: what the table shows as the request. */
    public String request() {
        return (bodies.isEmpty() ? "GET " : "POST ") + path;
    }
}
