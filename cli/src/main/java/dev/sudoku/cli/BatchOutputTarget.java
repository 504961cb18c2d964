package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.LeftBehind;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;

/**
 * OUT of a {@code sudoku batch} job: checked before any work, on either engine, so a run never does its work
 * only to find it has nowhere to go; opened by the local engine; and a write of it that fails said in the one
 * line every command uses. Kept apart from the runs because both engines and every job share it.
 */
final class BatchOutputTarget {
    private final String output;
    private final String input;
    private final String engine;
    private final boolean byLevel;
    private final CommandSpec spec;

    /**
     * @param files IN (null for generate, which reads none) and OUT
     * @param engine local or spark
     * @param byLevel whether OUT is a directory of level files (or Parquet partitions)
     * @param spec the command, for its streams
     */
    BatchOutputTarget(BatchFiles files, String engine, boolean byLevel, CommandSpec spec) {
        this.output = files.output();
        this.input = files.input();
        this.engine = engine;
        this.byLevel = byLevel;
        this.spec = spec;
    }

    /** OUT as given: a file, a directory, a URL or {@code -}. */
    String name() {
        return output;
    }

    /** What a run that stops before it ends leaves at OUT, for the lines that say so. */
    LeftBehind leftBehind(OutputFormat format) {
        return LeftBehind.at(output, format, byLevel);
    }

    /**
     * The output, checked before any work, for both engines alike ({@link OutputPaths#forBatch}): a file in
     * a directory that exists, or with --by-level a directory whose parent exists; never the input. Parquet
     * (a directory the Spark engine's executors write) and a URL (Hadoop's file systems) are Spark's to check;
     * {@code -} is standard output, the local engine's only.
     */
    void check(OutputFormat format) {
        if (format == OutputFormat.PARQUET && engine.equals("local")) {
            throw new UsageException("Parquet output needs --engine spark");
        }
        if (toStandardOutput()) {
            if (byLevel) {
                throw new UsageException("--by-level writes a directory, not standard output (-)");
            }
            if (engine.equals("spark")) {
                throw new UsageException("OUT - (standard output) needs --engine local");
            }
            return;
        }
        if (format == OutputFormat.PARQUET || output.contains("://")) {
            return;
        }
        boolean localInput = input != null && !"-".equals(input) && !input.contains("://");
        OutputPaths.forBatch(output, localInput ? input : null, byLevel);
    }

    /** Refuses a Parquet OUT for a job that cannot write Parquet, saying {@code why}. */
    static void refuseParquet(OutputFormat format, String why) {
        if (format == OutputFormat.PARQUET) {
            throw new UsageException(why);
        }
    }

    /**
     * The local output: standard output for {@code -} (the command's text flushed first), a directory of
     * level files, or one file.
     */
    BatchOutput open(OutputFormat format, String header) throws IOException {
        if (toStandardOutput()) {
            spec.commandLine().getOut().flush();
            return BatchOutput.stream(
                            ((SudokuCommand) spec.root().userObject()).streams().binaryOut(), header)
                    .open();
        }
        return byLevel
                ? BatchOutput.byLevel(Path.of(output), format, header)
                : BatchOutput.file(Path.of(output), header).open();
    }

    /** Runs a write, a failure to open, write or close the output becoming {@link OutputFailedException}. */
    void writing(OutputPaths.Writing write) {
        OutputPaths.writing(output, write);
    }

    /**
     * {@code sudoku: cannot write 'OUT': input/output error} ({@code cannot write to standard output: ...} for
     * OUT {@code -}), exit code 1, as for any output that fails; a reader that went away ({@code batch solve
     * IN - | head -1}) ends the run quietly, as it does every other command's.
     */
    int cannotWrite(OutputFailedException failure) {
        if (!failure.readerLeft()) {
            String target = toStandardOutput() ? OutputFailedException.STANDARD_OUTPUT : output;
            spec.commandLine().getErr().println("sudoku: " + OutputFailedException.message(target, failure.failure()));
            spec.commandLine().getErr().flush();
        }
        return ExitCodes.FAILURE;
    }

    /** OUT {@code -} is standard output, as IN {@code -} is standard input. */
    private boolean toStandardOutput() {
        return "-".equals(output);
    }
}
