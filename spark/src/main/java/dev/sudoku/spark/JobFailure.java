package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine.RunFailedException;
import java.io.IOException;
import org.apache.spark.SparkException;

/**
 * A failed Spark job in one line. Spark wraps what went wrong in a task (a checksum error reading the input,
 * a full disk writing the output) in exceptions of its own whose messages hold the task's whole stack
 * trace ("Job aborted due to stage failure: ... Driver stacktrace: ..."); the innermost cause is what a
 * user can act on, named by its type and the first line of its message. {@code sudoku batch --engine spark}
 * ({@link SparkEngine}) and the job jar's entry point ({@link SparkBatchMain}) both run their jobs through
 * {@link #named}, so they say a failed job in the same words. The driver's own write of a local OUT
 * ({@link #writing}) fails on the same path, in the local engine's words.
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

    /** A write of the driver's local output that may fail; returns whether every report has a success status. */
    interface Write {
        boolean run() throws IOException;
    }

    /**
     * Runs the driver's write of the local file or level directory {@code output} (named as it was given); a
     * failure to open, write or move it into place becomes {@link RunFailedException} in the words the local
     * engine says it in ({@code cannot write 'out.jsonl': no space left on device}). A task's failure is no
     * IOException here (Spark's exception passes through to {@link #named}).
     */
    static boolean writing(String output, Write write) {
        try {
            return write.run();
        } catch (IOException e) {
            throw RunFailedException.cannotWrite(output, e);
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
