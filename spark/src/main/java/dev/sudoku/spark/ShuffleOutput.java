package dev.sudoku.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * A buffer in front of an output stream, written big-endian: the records of {@link DedupeSerializer}. The
 * JDK's buffered streams lock on every byte; this one serves one task's stream alone.
 */
final class ShuffleOutput {
    private final OutputStream stream;
    private final byte[] buffer = new byte[DedupeSerializer.BUFFER];
    private int used;

    ShuffleOutput(OutputStream stream) {
        this.stream = stream;
    }

    void writeByte(int value) {
        room(1);
        buffer[used++] = (byte) value;
    }

    void writeInt(int value) {
        writeBigEndian(value, 4);
    }

    void writeLong(long value) {
        writeBigEndian(value, 8);
    }

    private void writeBigEndian(long value, int bytes) {
        room(bytes);
        for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8) {
            buffer[used++] = (byte) (value >>> shift);
        }
    }

    /** A byte array, or null, with its length first. */
    void writeBytes(byte[] bytes) {
        if (bytes == null) {
            writeInt(-1);
            return;
        }
        writeInt(bytes.length);
        if (bytes.length > buffer.length) {
            drain();
            put(bytes, bytes.length);
        } else {
            room(bytes.length);
            System.arraycopy(bytes, 0, buffer, used, bytes.length);
            used += bytes.length;
        }
    }

    void flush() {
        drain();
        try {
            stream.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void close() {
        drain();
        try {
            stream.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void room(int bytes) {
        if (used + bytes > buffer.length) {
            drain();
        }
    }

    private void drain() {
        put(buffer, used);
        used = 0;
    }

    private void put(byte[] bytes, int length) {
        try {
            stream.write(bytes, 0, length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
