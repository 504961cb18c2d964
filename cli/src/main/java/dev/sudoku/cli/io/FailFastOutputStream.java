package dev.sudoku.cli.io;

import java.io.IOException;
import java.io.OutputStream;

/** Passes bytes on and turns the first write or flush error into an {@link OutputFailedException}. */
public final class FailFastOutputStream extends OutputStream {
    private final OutputStream out;
    private final String target;

    public FailFastOutputStream(OutputStream out, String target) {
        this.out = out;
        this.target = target;
    }

    @Override
    public void write(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new OutputFailedException(target, e);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        try {
            out.write(bytes, offset, length);
        } catch (IOException e) {
            throw new OutputFailedException(target, e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new OutputFailedException(target, e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new OutputFailedException(target, e);
        }
    }
}
