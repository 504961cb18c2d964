package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchExitCode;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.cli.batch.BlockProgress;
import dev.sudoku.cli.batch.LocalBatch;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * {@code sudoku batch solve|rate|dedupe|stats IN OUT} on the local engine: IN (a file or standard input) read
 * once on this process's threads, OUT written in input order, and an input without a puzzle noted as every
 * command notes it.
 */
final class LocalInputRun {
    /** Input lines per progress line of the local engine: about a minute of work each on two cores. */
    private static final long RATE_BLOCK = 1_000;

    private static final long SOLVE_BLOCK = 100_000;

    private LocalInputRun() {}

    /**
     * Runs the job named by {@code settings} and returns the exit code; a write of OUT that fails is said
     * here, in the one line every command uses.
     *
     * @param batch the per-line work of solve, rate and stats; null for dedupe
     */
    static int run(
            LineBatch batch, OutputFormat format, BatchInput in, BatchOutputTarget out, LocalBatchSettings settings)
            throws IOException {
        boolean dedupe = settings.job().equals("dedupe");
        boolean stats = settings.job().equals("stats");
        InputLayout layout = in.layout();
        BlockProgress progress = settings.progress(!dedupe && batch.job() == BatchJob.RATE ? RATE_BLOCK : SOLVE_BLOCK);
        try (BufferedReader reader = in.open()) {
            boolean[] allSucceeded = {true};
            out.writing(() -> {
                if (dedupe) {
                    try (BatchOutput written = out.open(format, Dedupe.HEADER)) {
                        LocalBatch.dedupe(layout, reader, written, settings.threads(), progress);
                    }
                } else if (stats) {
                    try (BatchOutput written = out.open(format, Stats.HEADER)) {
                        LocalBatch.stats(
                                batch.withLayout(layout), in.name(), reader, written, settings.threads(), progress);
                    }
                } else {
                    LineBatch local = batch.withLayout(layout).withFormat(format);
                    try (BatchOutput written = out.open(format, local.header())) {
                        allSucceeded[0] =
                                LocalBatch.run(local, in.name(), reader, written, settings.threads(), progress);
                    }
                }
            });
            if (progress.outputs() == 0) {
                in.noteNoPuzzles(settings.err());
            }
            return BatchExitCode.of(allSucceeded[0]);
        } catch (OutputFailedException e) {
            return out.cannotWrite(e);
        } catch (UncheckedIOException e) {
            // Only the input's lines are read here (each write failure is an OutputFailedException): OUT was not
            // finished, so an earlier OUT stays as it was.
            settings.err().println("sudoku: " + in.cannotRead(e.getCause()));
            settings.err().flush();
            return ExitCodes.FAILURE;
        }
    }
}
