package dev.sudoku.api.batch;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a batch run that does not end well leaves at its output, in the words that follow {@code sudoku
 * batch: interrupted: } or the reason a run failed. Worked out when the run starts, since whether an
 * earlier output was there decides what is left. {@code sudoku batch} and the job jar's entry point under
 * spark-submit say it alike.
 *
 * @param whenStopped after Ctrl-C or a kill
 * @param whenFailed after a failed job or write, where the partial output is deleted on either engine
 */
public record LeftBehind(String whenStopped, String whenFailed) {
    /**
     * What a run into {@code output} ({@code -} for standard output, a URL for Hadoop's file systems) in
     * {@code format} would leave, as things are now.
     *
     * @param byLevel whether OUT is a directory of level files
     */
    public static LeftBehind at(String output, OutputFormat format, boolean byLevel) {
        if ("-".equals(output)) {
            String written = "the lines written so far went to standard output";
            return new LeftBehind(written, written);
        }
        if (format == OutputFormat.PARQUET) {
            String earlier = earlierOrNone(output);
            // Written under a hidden directory and renamed into place when whole; a stopped job's own
            // clean-up may not finish before the process ends, so the directory is named.
            String partial =
                    BatchOutput.temporaryName(Path.of(output).getFileName().toString());
            return new LeftBehind(
                    earlier + " (Spark's partial output " + partial + " beside it may remain: it never holds a whole"
                            + " output, and the next run into " + output + " deletes it)",
                    earlier + " (the partial output is deleted)");
        }
        Path target = Path.of(output);
        String left;
        if (!byLevel && Files.exists(target) && !Files.isRegularFile(target)) {
            left = "the lines written so far went to " + output;
        } else if (!Files.exists(target)) {
            left = "no " + output + " written (the partial output is deleted)";
        } else {
            left = output + " left as it was (the partial output is deleted)";
        }
        return new LeftBehind(left, left);
    }

    /**
     * The one line on standard error for a run whose engine job failed: {@code sudoku batch: the Spark job
     * failed (ChecksumException: Checksum error: ...): no out.parquet written (the partial output is deleted)};
     * for a write of OUT that failed, the local engine's line: {@code sudoku: cannot write 'out.jsonl': no space
     * left on device}.
     */
    public String afterFailure(BatchEngine.RunFailedException failed) {
        if (failed.writeFailed()) {
            // As the local engine says it: the same BatchOutput leaves the same (an earlier OUT as it was).
            return "sudoku: " + failed.getMessage();
        }
        return "sudoku batch: " + failed.getMessage() + ": " + whenFailed;
    }

    /** A Parquet directory: an earlier one is left as it was, or none was written. */
    private static String earlierOrNone(String output) {
        if (output.contains("://")) {
            // On Hadoop's file systems whether there was one is Spark's to know.
            return "an earlier " + output + ", if any, is left as it was";
        }
        return Files.exists(Path.of(output))
                ? "an earlier " + output + " is left as it was"
                : "no " + output + " written";
    }
}
