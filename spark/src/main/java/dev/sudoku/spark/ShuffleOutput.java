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

    /** A value of at least 0 in seven bits a byte, low bits first: most of those written take one byte. */
    void writeVarLong(long value) {
        room(10);
        long rest = value;
        while ((rest & ~0x7FL) != 0) {
            buffer[used++] = (byte) ((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        buffer[used++] = (byte) rest;
    }

    /** A byte array (not null) with its length first, as a {@linkplain #writeVarLong var long}. */
    void writeVarBytes(byte[] bytes) {
        writeVarLong(bytes.length);
        writeArray(bytes);
    }

    /** A byte array, or null, with its length first. */
    void writeBytes(byte[] bytes) {
        if (bytes == null) {
            writeInt(-1);
            return;
        }
        writeInt(bytes.length);
        writeArray(bytes);
    }

    private void writeArray(byte[] bytes) {
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
