package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine.RunFailedException;
import org.apache.spark.SparkException;

/**
 * A failed Spark job in one line. Spark wraps what went wrong in a task (a checksum error reading the input,
 * a full disk writing the output) in exceptions of its own whose messages hold the task's whole stack
 * trace ("Job aborted due to stage failure: ... Driver stacktrace: ..."); the innermost cause is what a
 * user can act on, named by its type and the first line of its message. {@code sudoku batch --engine spark}
 * ({@link SparkEngine}) and the job jar's entry point ({@link SparkBatchMain}) both run their jobs through
 * {@link #named}, so they say a failed job in the same words.
 */
final class JobFailure {
    private JobFailure() {}

    /** Work on a session that returns whether every report it wrote has a success status. */
    interface Job {
        boolean run() throws Exception;
    }

    /**
     * Runs {@code job}; a job that failed in its tasks becomes {@link RunFailedException} saying so in one
     * line ({@code the Spark job failed (ChecksumException: ...)}), for the caller to say with what is left.
     */
    static boolean named(Job job) throws Exception {
        try {
            return job.run();
        } catch (SparkException e) {
            // Checked, though Scala declares none: Java sees it only where the work is Exception-typed.
            throw new RunFailedException("the Spark job failed (" + reason(e) + ")", e);
        }
    }

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
