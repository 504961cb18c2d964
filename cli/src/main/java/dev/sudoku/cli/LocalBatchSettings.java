package dev.sudoku.cli;

import dev.sudoku.cli.batch.BlockProgress;
import java.io.PrintWriter;

/**
 * How the local engine runs a {@code sudoku batch} job: its worker threads and where its lines go.
 *
 * @param threadsOption {@code --threads} as given, null for all cores
 * @param err the command's standard error, for the progress lines and the notes
 * @param noProgress whether the line per finished block is left out ({@code --no-progress})
 * @param job the job's name, which starts each progress line
 */
record LocalBatchSettings(Integer threadsOption, PrintWriter err, boolean noProgress, String job) {
    /** The worker threads; {@code --threads} is checked only here, as the run starts, after OUT is opened. */
    int threads() {
        return RunOptions.threads(threadsOption);
    }

    /** The progress of a run whose blocks are {@code blockLines} input lines. */
    BlockProgress progress(long blockLines) {
        // Without lines still counted: the run's own, so an input without a puzzle is noted.
        return new BlockProgress(noProgress ? null : err, job, blockLines);
    }
}
