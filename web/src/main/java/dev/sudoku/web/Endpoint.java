package dev.sudoku.web;

import java.util.Set;

/** One POST endpoint of the API: the body fields it takes and its answer to a request read with them. */
interface Endpoint {
    Set<String> fields();

    Answer answer(ApiRequest request);

    /** An answer body with its content type; JSON unless said otherwise. */
    record Answer(String contentType, byte[] body, String fileName) {
        static Answer json(String text) {
            return new Answer("application/json", text.getBytes(java.nio.charset.StandardCharsets.UTF_8), null);
        }
    }
}
