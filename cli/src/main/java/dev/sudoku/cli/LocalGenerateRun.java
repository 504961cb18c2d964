package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchExitCode;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.cli.batch.LocalBatch;

/** {@code sudoku batch generate} on the local engine: the seeded run written to OUT in index order. */
final class LocalGenerateRun {
    /** Puzzles per progress line. */
    private static final long BLOCK = 100;

    private LocalGenerateRun() {}

    /**
     * Writes {@code count} puzzles of the run and returns the exit code; a write that fails throws {@link
     * dev.sudoku.cli.io.OutputFailedException}, for the caller to say.
     */
    static int run(
            GenerateBatch batch, long count, OutputFormat format, BatchOutputTarget out, LocalBatchSettings settings) {
        boolean[] allSucceeded = {true};
        out.writing(() -> {
            try (BatchOutput written = out.open(format, GenerateBatch.header(format))) {
                allSucceeded[0] = LocalBatch.generate(
                        batch, count, format, written, settings.threads(), settings.progress(BLOCK));
            }
        });
        return BatchExitCode.of(allSucceeded[0]);
    }
}
