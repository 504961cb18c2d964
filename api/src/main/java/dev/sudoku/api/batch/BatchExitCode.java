package dev.sudoku.api.batch;

/**
 * The exit code of a batch run from what its engine returns, the same for {@code sudoku batch} on either
 * engine and for the job jar's entry point under spark-submit, so one run ends alike however it is started.
 * A usage error is 2, as for every command, and is the command line parser's to return.
 */
public final class BatchExitCode {
    /** Every report of solve, rate or generate has a success status; dedupe and stats wrote their file. */
    public static final int SUCCEEDED = 0;

    /** Some report has no success status, a write failed or the engine's job failed. */
    public static final int FAILED = 1;

    private BatchExitCode() {}

    /** {@link #SUCCEEDED} when every report succeeded, else {@link #FAILED}. */
    public static int of(boolean everyReportSucceeded) {
        return everyReportSucceeded ? SUCCEEDED : FAILED;
    }
}
