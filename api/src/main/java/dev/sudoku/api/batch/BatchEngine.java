package dev.sudoku.api.batch;

import dev.sudoku.api.io.FileReasons;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * An engine that runs a {@link LineBatch} over a whole input somewhere else than the caller's threads (the
 * {@code spark} module's is found by {@link java.util.ServiceLoader} when its jar is on the classpath), so
 * the command line builds and starts without the engine's heavy dependencies. The engine reads its input
 * (text, CSV or Parquet) and finds the puzzle's place on a line ({@link InputLayout}) itself.
 */
public interface BatchEngine {
    /** The engine of that name on the class path, if its jar is there. */
    static Optional<BatchEngine> named(String name) {
        for (BatchEngine found : ServiceLoader.load(BatchEngine.class)) {
            if (found.name().equals(name)) {
                return Optional.of(found);
            }
        }
        return Optional.empty();
    }

    /** The name a command line picks the engine by, e.g. {@code spark}. */
    String name();

    /**
     * This engine, handing a line to {@code lines} as each part of its input is done where nothing else
     * shows the runs' progress (Spark draws its own bars on a terminal only); an engine without such lines
     * returns itself.
     */
    default BatchEngine withProgress(Consumer<String> lines) {
        return this;
    }

    /**
     * This engine, handing {@code found} what stopped runs into the same output left beside it and what was
     * done with it ({@link Leftover}), for the caller to say; the engine prints nothing. An engine whose
     * outputs leave nothing behind returns itself.
     */
    default BatchEngine withLeftovers(Consumer<Leftover> found) {
        return this;
    }

    /**
     * This engine, telling {@code noPuzzles} when the input of a {@link #run}, {@link #dedupe} or {@link #stats}
     * held no puzzle (an empty file, only blank and comment lines: no report or row came of it), for the caller
     * to say as it says it of an input it reads itself ({@link NoPuzzlesNote}); the engine prints nothing. An engine that cannot tell
     * returns itself.
     */
    default BatchEngine withEmptyInput(Runnable noPuzzles) {
        return this;
    }

    /**
     * Runs the batch over every line of {@code input} and writes the report lines to {@code output} in the
     * batch's format, in input order: the same lines as the local run.
     *
     * @param byLevel whether {@code output} is a directory with one file (or Parquet partition) per level
     * @param master where the work runs, in the engine's own terms (for Spark, {@code local[*]} or a
     *     cluster's address)
     * @return whether every report has a success status (true for a Parquet output, which its writer checks)
     */
    boolean run(LineBatch batch, String input, String output, boolean byLevel, String master) throws Exception;

    /**
     * Writes {@link Dedupe}'s CSV of {@code input} to {@code output}, the same rows as the local run, or,
     * when {@code output} names a Parquet directory, the same rows as a table.
     */
    void dedupe(String input, String output, String master) throws Exception;

    /**
     * Writes the reports of puzzles {@code 0..count-1} of a seeded run to {@code output}, in order, and
     * returns whether every report has a success status.
     */
    boolean generate(
            GenerateBatch batch, long count, OutputFormat format, String output, boolean byLevel, String master)
            throws Exception;

    /** Writes {@link Stats}'s CSV of {@code input}, rated by {@code rate}, to {@code output}. */
    void stats(LineBatch rate, String input, Path output, String master) throws Exception;

    /**
     * Starts the engine on {@code master} and keeps it running until the result is closed, so the runs in
     * between share it instead of each starting and stopping its own (a benchmark times the work, not the
     * start).
     */
    AutoCloseable start(String master) throws Exception;

    /**
     * The engine's job failed part-way (a task that could not read its input or write its output), not by a
     * fault of the caller: the message names the engine and the cause in one line, without the engine's
     * stack traces. The partial output is deleted; an earlier output is left as it was. A write of OUT by
     * the caller's own process (the one local file the Spark driver writes) that failed is one too, worded
     * as the local engine words it ({@link #cannotWrite}).
     */
    final class RunFailedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** Whether writing OUT failed, which says nothing of an engine: the message is the whole reason. */
        private final boolean writeFailed;

        public RunFailedException(String message, Throwable cause) {
            this(message, cause, false);
        }

        private RunFailedException(String message, Throwable cause, boolean writeFailed) {
            super(message, cause);
            this.writeFailed = writeFailed;
        }

        /** Writing {@code output}, as it was named, failed: {@code cannot write 'OUT': no space left on device}. */
        public static RunFailedException cannotWrite(String output, IOException failure) {
            return new RunFailedException(FileReasons.cannotWrite(output, failure), failure, true);
        }

        /** Whether writing OUT failed ({@link #cannotWrite}) rather than the engine's job. */
        public boolean writeFailed() {
            return writeFailed;
        }
    }

    /** The master given names nothing the engine can run on; the message says why, in words. */
    final class BadMasterException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        public BadMasterException(String message) {
            super(message);
        }
    }
}
