package dev.sudoku.web;

import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * One POST endpoint of the API: the body fields it takes, under the server's limits, and its answer to a
 * request read with them. Subclasses name their fields and compute; reading, limits on the body and the
 * workers, and writing are the server's.
 */
abstract class Endpoint {
    private final Set<String> fields;
    /** The limits every endpoint's work keeps to. */
    protected final WebLimits limits;

    Endpoint(WebLimits limits, String... fields) {
        this.limits = limits;
        this.fields = Set.of(fields);
    }

    /** The body fields this endpoint takes; any other is refused by name. */
    final Set<String> fields() {
        return fields;
    }

    abstract Answer answer(ApiRequest request);

    /** An answer body with its content type, and the file name a browser saves it under (or null). */
    record Answer(String contentType, byte[] body, String fileName) {
        static Answer json(String text) {
            return new Answer("application/json", text.getBytes(StandardCharsets.UTF_8), null);
        }
    }
}
