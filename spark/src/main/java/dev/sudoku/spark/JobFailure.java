package dev.sudoku.spark;

/**
 * A failed Spark job in one line. Spark wraps what went wrong in a task (a checksum error reading the input,
 * a full disk writing the output) in exceptions of its own whose messages hold the task's whole stack
 * trace ("Job aborted due to stage failure: ... Driver stacktrace: ..."); the innermost cause is what a
 * user can act on, named by its type and the first line of its message.
 */
final class JobFailure {
    private JobFailure() {}

    /** {@code ChecksumException: Checksum error: file:/data/in.parquet/part-00002... at 0 exp: ... got: ...}. */
    static String reason(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null
                ? ""
                : root.getMessage().lines().findFirst().orElse("").strip();
        String type = root.getClass().getSimpleName();
        return message.isEmpty() ? type : type + ": " + message;
    }
}
