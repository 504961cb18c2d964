package dev.sudoku.cli.io;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output as a run sees it when the caller closed it ({@code >&-}): the first byte written fails, so
 * a command whose results go to standard output stops with a message, while a command whose output is a file
 * ({@code batch solve IN OUT}, {@code print -o FILE}) runs as usual. Descriptor 1 itself is never written: with
 * it closed, the JVM may have given that number to a file of its own.
 *
 * <p>Flushing nothing is not a write, so a run that wrote nothing there ends without an error.
 */
public final class ClosedStandardOutput extends OutputStream {
    /** The reason a write fails, after "cannot write to standard output: ". */
    public static final String REASON = "it was closed when the command started; nothing can be written";

    @Override
    public void write(int b) throws IOException {
        throw new IOException(REASON);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (length > 0) {
            throw new IOException(REASON);
        }
    }
}
