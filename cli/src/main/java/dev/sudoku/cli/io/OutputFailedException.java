package dev.sudoku.cli.io;

import java.io.IOException;

/**
 * Writing the output failed (a full disk, a closed pipe): the run stops at once, since whatever it would
 * still compute could not be delivered. Unchecked, so it passes through {@link java.io.PrintWriter}, which
 * would otherwise swallow the error and let the run go on writing into nothing.
 */
public final class OutputFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String target;

    public OutputFailedException(String target, IOException cause) {
        super("cannot write to " + target + ": " + reason(cause), cause);
        this.target = target;
    }

    /**
     * True when the reader went away (a closed pipe, as in {@code sudoku explain FILE | head -1}): the run
     * stops, but that is the reader's choice, not an error worth a message.
     */
    public boolean readerLeft() {
        String message = getCause().getMessage();
        return message != null && message.toLowerCase(java.util.Locale.ROOT).contains("broken pipe");
    }

    /** What could not be written, e.g. {@code standard output} or a file name. */
    public String target() {
        return target;
    }

    /** The operating system's reason in words ("No space left on device", "Broken pipe"). */
    private static String reason(IOException cause) {
        String message = cause.getMessage();
        return message == null || message.isBlank() ? "write error" : message;
    }
}
