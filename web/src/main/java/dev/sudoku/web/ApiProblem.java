package dev.sudoku.web;

/**
 * A request the server will not compute, with the HTTP status and a message naming what is at fault: the
 * field, the line and column of the body or the puzzle, or the limit. Written as {@code {"error": ...,
 * "field": ..., "limit": ...}} (null where it does not apply).
 */
public final class ApiProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String field;
    private final String limit;

    private ApiProblem(int status, String message, String field, String limit) {
        super(message, null, false, false);
        this.status = status;
        this.field = field;
        this.limit = limit;
    }

    /** 400: the body or a field cannot be read. */
    public static ApiProblem badRequest(String field, String message) {
        return new ApiProblem(400, message, field, null);
    }

    /** 404: what was asked for is not there (a level the bank holds no puzzle of yet). */
    public static ApiProblem notFound(String field, String message) {
        return new ApiProblem(404, message, field, null);
    }

    /** 415: the body is of a kind the route does not read (form data where a photo's bytes belong). */
    public static ApiProblem unsupportedMediaType(String message) {
        return new ApiProblem(415, message, null, null);
    }

    /** 413: the body is larger than the server reads. */
    public static ApiProblem tooLarge(String message) {
        return new ApiProblem(413, message, null, "body");
    }

    /** 422: the request reads but asks for more than the server serves. */
    public static ApiProblem overLimit(String field, String limit, String message) {
        return new ApiProblem(422, message, field, limit);
    }

    /** 503: every worker is busy. */
    public static ApiProblem busy(String message) {
        return new ApiProblem(503, message, null, "workers");
    }

    public int status() {
        return status;
    }

    /** The request field at fault, or null. */
    public String field() {
        return field;
    }

    /** The limit that was reached, or null. */
    public String limit() {
        return limit;
    }
}
