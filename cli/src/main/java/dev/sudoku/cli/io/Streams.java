package dev.sudoku.cli.io;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;
import java.util.Optional;

/**
 * The process's standard streams as the commands see them: standard input (and why it cannot be read,
 * when it cannot), and whether the streams are terminals (a person is watching). Tests pass their own.
 *
 * @param in standard input
 * @param binaryOut standard output for bytes (a PDF); text goes through the command's writer, which is
 *     flushed first
 * @param inProblem why standard input cannot be read ("standard input is closed"); empty when it can
 * @param inIsTerminal a person types the input (a prompt may say how to end it)
 * @param outIsTerminal the output is shown on a terminal
 * @param errIsTerminal messages and progress are shown on a terminal
 * @param outClosed the caller closed standard output: a summary that would go there goes to standard error
 */
public record Streams(
        InputStream in,
        OutputStream binaryOut,
        Optional<String> inProblem,
        boolean inIsTerminal,
        boolean outIsTerminal,
        boolean errIsTerminal,
        boolean outClosed) {
    public Streams {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(binaryOut, "binaryOut");
        Objects.requireNonNull(inProblem, "inProblem");
    }

    /** The real streams of this process, standard output as the caller opened it. */
    public static Streams ofProcess(OutputStream out) {
        return new Streams(
                System.in,
                out,
                Descriptors.standardInputProblem(),
                Descriptors.standardInputIsTerminal(),
                Descriptors.standardOutputIsTerminal(),
                Descriptors.standardErrorIsTerminal(),
                Descriptors.standardOutputClosed());
    }

    /** Standard input from the given bytes, bytes out to the given stream, no terminals (tests, embedding). */
    public static Streams of(InputStream in, OutputStream binaryOut) {
        return new Streams(in, binaryOut, Optional.empty(), false, false, false, false);
    }
}
