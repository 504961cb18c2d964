package dev.sudoku.cli.batch;

import java.io.PrintWriter;

/**
 * What a batch run that is stopped (Ctrl-C's SIGINT, a kill's SIGTERM) says it left behind: while it is
 * open, a shutdown hook prints the message on standard error. The JVM runs the hook, and deletes the run's
 * temporary files ({@link dev.sudoku.api.batch.BatchOutput}), before it exits with 130 or 143.
 */
public final class Interruption implements AutoCloseable {
    private final Thread hook;

    private Interruption(Thread hook) {
        this.hook = hook;
    }

    /** Says {@code sudoku batch: interrupted: <left>} on {@code err} if the process is stopped before close. */
    public static Interruption watch(PrintWriter err, String left) {
        Thread hook = new Thread(
                () -> {
                    err.println("sudoku batch: interrupted: " + left);
                    err.flush();
                },
                "batch-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
        return new Interruption(hook);
    }

    /**
     * Whether the JVM is shutting down: an engine that fails then (Spark's jobs are cancelled as its context
     * stops) failed because the run was stopped, not by a fault to report.
     */
    public static boolean underway() {
        Thread probe = new Thread(() -> {});
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Shutting down already: the hook runs, as it should.
        }
    }
}
