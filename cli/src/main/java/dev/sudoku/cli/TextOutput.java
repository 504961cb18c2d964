package dev.sudoku.cli;

import dev.sudoku.cli.io.FailFastOutputStream;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A command's text output: standard output, or the file {@code -o FILE} names. The file is checked before
 * any work (a directory, a missing directory: usage errors) and written as the results come, so a run that
 * stops keeps what it made; a failed open or write stops the run with exit code 1, as on standard output.
 *
 * @param writer where the command writes its text
 * @param ownFile the writer is a file opened here, closed by {@link #close()}
 */
record TextOutput(PrintWriter writer, boolean ownFile) implements AutoCloseable {
    /** {@code name} opened for writing, or {@code standardOutput} for null or {@code -}. */
    static TextOutput open(String name, PrintWriter standardOutput) {
        if (name == null || name.equals("-")) {
            return new TextOutput(standardOutput, false);
        }
        Path path = OutputPaths.file(name);
        OutputStream file;
        try {
            // Opened through NIO, whose exceptions carry the reason alone ("Permission denied"), which
            // OutputFailedException words; java.io's would repeat the file's name around it.
            file = Files.newOutputStream(path);
        } catch (IOException e) {
            throw new OutputFailedException(name, e);
        }
        return new TextOutput(
                new PrintWriter(
                        new BufferedWriter(
                                new OutputStreamWriter(new FailFastOutputStream(file, name), StandardCharsets.UTF_8)),
                        false),
                true);
    }

    /** Flushes; a file of its own is closed, standard output is left open for the command line. */
    @Override
    public void close() {
        writer.flush();
        if (ownFile) {
            writer.close();
        }
    }
}
