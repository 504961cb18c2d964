package dev.sudoku.cli;

import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.InputText;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.Streams;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The input of {@code sudoku batch}: a local file, standard input ({@code -}, which only the local engine
 * reads: Spark's executors cannot read the driver's), or a path with a scheme ({@code hdfs://}, {@code
 * s3a://}) that is left to the engine.
 */
final class BatchInput {
    private final String name;
    private final String engine;
    private final Streams streams;

    BatchInput(String name, String engine, Streams streams) {
        this.name = name;
        this.engine = engine;
        this.streams = streams;
    }

    /** IN as given, as the reports name it ({@code -} for standard input). */
    String name() {
        return name;
    }

    boolean standardInput() {
        return name.equals("-");
    }

    /** The input as the other commands name theirs: {@code -} is standard input, anything else a file. */
    Source source() {
        if (standardInput()) {
            return new Source.StandardInput();
        }
        // A URL is a path for the engine's file system, not this machine's.
        return new Source.File(name.contains("://") ? null : Path.of(name), name);
    }

    /** As every command notes an input without a puzzle, in its words, on either engine: no failure, but said. */
    void noteNoPuzzles(PrintWriter err) {
        err.println(EntryCommand.noPuzzles(source()));
    }

    /** Refuses, as a usage error, an input the engine cannot read, before any work or output. */
    void check() {
        if (standardInput()) {
            if (engine.equals("spark")) {
                throw new UsageException("the Spark engine cannot read standard input (-): its executors read"
                        + " files, not this process's input; name a file, or use --engine local");
            }
            // The problem names standard input itself: "standard input is closed".
            streams.inProblem().ifPresent(problem -> {
                throw new UsageException(problem);
            });
            return;
        }
        if (name.contains("://")) {
            if (engine.equals("local")) {
                throw new UsageException("the local engine reads local files only, not " + name);
            }
            return;
        }
        Path path = Path.of(name);
        boolean readable = engine.equals("local") ? Files.isRegularFile(path) : Files.exists(path);
        if (!readable) {
            // Quoted, as every command names an input it cannot read.
            throw new UsageException(FileReasons.cannotRead(
                    name, Files.isDirectory(path) ? FileReasons.IS_A_DIRECTORY : "no such file"));
        }
    }

    /** The layout of a local input (CSV by its name, with its header line); standard input is text. */
    InputLayout layout() throws IOException {
        if (standardInput()) {
            return InputLayout.of(name, null);
        }
        try (BufferedReader reader = InputText.open(Path.of(name))) {
            return InputLayout.of(name, reader.readLine());
        }
    }

    /**
     * Why reading the input failed part way (standard input that is a directory, {@code < .}, fails at its
     * first read; a disk error at any line), in the words every command uses: {@code cannot read standard
     * input: it is a directory}.
     */
    String cannotRead(IOException failure) {
        return "cannot read " + source().inWords() + ": " + FileReasons.read(failure);
    }

    /** The input's text from its start; closing it closes standard input, which a run reads once. */
    BufferedReader open() throws IOException {
        return standardInput() ? InputText.reader(streams.in()) : InputText.open(Path.of(name));
    }
}
