package dev.sudoku.cli.io;

import dev.sudoku.api.io.FileReasons;
import java.io.IOException;

/**
 * Writing the output failed (a full disk, a closed pipe): the run stops at once, since whatever it would
 * still compute could not be delivered. Unchecked, so it passes through {@link java.io.PrintWriter}, which
 * would otherwise swallow the error and let the run go on writing into nothing.
 */
public final class OutputFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The target of the process's standard output, which no one named. */
    public static final String STANDARD_OUTPUT = "standard output";

    private final String target;

    /** @param target {@link #STANDARD_OUTPUT}, or the name of the file as the person gave it */
    public OutputFailedException(String target, IOException cause) {
        super(message(target, cause), cause);
        this.target = target;
    }

    /**
     * {@code cannot write to standard output: <why>}, or for a file, as a read that fails is worded, {@code
     * cannot write 'OUT': <why>} ({@link FileReasons#write}).
     */
    public static String message(String target, IOException cause) {
        return target.equals(STANDARD_OUTPUT)
                ? "cannot write to standard output: " + FileReasons.write(cause)
                : FileReasons.cannotWrite(target, cause);
    }

    /**
     * True when the reader went away (a closed pipe, as in {@code sudoku explain FILE | head -1}): the run
     * stops, but that is the reader's choice, not an error worth a message.
     */
    public boolean readerLeft() {
        String message = getCause().getMessage();
        return message != null && message.toLowerCase(java.util.Locale.ROOT).contains("broken pipe");
    }

    /** Why the write failed. */
    public IOException failure() {
        return (IOException) getCause();
    }

    /** What could not be written, e.g. {@code standard output} or a file name. */
    public String target() {
        return target;
    }
}
