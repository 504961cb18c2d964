package dev.sudoku.spark;

import java.io.IOException;
import java.io.InputStream;

/**
 * A buffer behind an input stream, read big-endian: what {@link ShuffleOutput} wrote. The stream may end
 * between records ({@link #readByteOrEnd}), not inside one: a record cut short is an error, so the task
 * fails and Spark runs it again, rather than the end of the stream, which would drop the records after it.
 */
final class ShuffleInput {
    private final InputStream stream;
    private final byte[] buffer = new byte[DedupeSerializer.BUFFER];
    private int next;
    private int end;

    ShuffleInput(InputStream stream) {
        this.stream = stream;
    }

    /** The next byte, or -1 at the end of the stream. */
    int readByteOrEnd() throws IOException {
        if (next == end && !fill(1)) {
            return -1;
        }
        return buffer[next++] & 0xFF;
    }

    /** A byte inside a record: the stream must not end here. */
    int readByte() throws IOException {
        need(1);
        return buffer[next++] & 0xFF;
    }

    int readInt() throws IOException {
        return (int) readBigEndian(4);
    }

    long readLong() throws IOException {
        return readBigEndian(8);
    }

    private long readBigEndian(int bytes) throws IOException {
        need(bytes);
        long value = 0;
        for (int i = 0; i < bytes; i++) {
            value = (value << 8) | (buffer[next++] & 0xFF);
        }
        return value;
    }

    /** What {@link ShuffleOutput#writeVarLong} wrote. */
    long readVarLong() throws IOException {
        long value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int next = readByte();
            value |= (long) (next & 0x7F) << shift;
            if ((next & 0x80) == 0) {
                return value;
            }
        }
        throw new IOException("a dedupe record holds a number of more than ten bytes");
    }

    /** What {@link ShuffleOutput#writeVarBytes} wrote. */
    byte[] readVarBytes() throws IOException {
        return read(varLength());
    }

    /** Bytes read where they lie: an offset and a length into an array the reader keeps. */
    interface Decoder<T> {
        T decode(byte[] bytes, int offset, int length);
    }

    /**
     * What {@link ShuffleOutput#writeVarBytes} wrote, decoded straight from this reader's buffer when it fits
     * there: no array is made for bytes that only pass through to be decoded.
     */
    <T> T readVarBytes(Decoder<T> decoder) throws IOException {
        int length = varLength();
        if (length > buffer.length) {
            return decoder.decode(read(length), 0, length);
        }
        need(length);
        T value = decoder.decode(buffer, next, length);
        next += length;
        return value;
    }

    private int varLength() throws IOException {
        long length = readVarLong();
        if (length > Integer.MAX_VALUE - 8) {
            throw new IOException("a dedupe record holds " + length + " bytes, more than an array can");
        }
        return (int) length;
    }

    /** What {@link ShuffleOutput#writeBytes} wrote. */
    byte[] readBytes() throws IOException {
        int length = readInt();
        if (length < 0) {
            return null;
        }
        return read(length);
    }

    private byte[] read(int length) throws IOException {
        byte[] bytes = new byte[length];
        int copied = Math.min(length, end - next);
        System.arraycopy(buffer, next, bytes, 0, copied);
        next += copied;
        while (copied < length) {
            int read = stream.read(bytes, copied, length - copied);
            if (read < 0) {
                throw cut();
            }
            copied += read;
        }
        return bytes;
    }

    void close() throws IOException {
        stream.close();
    }

    private void need(int bytes) throws IOException {
        if (end - next < bytes && !fill(bytes)) {
            throw cut();
        }
    }

    /** Reads until at least {@code bytes} are buffered; false if the stream ends first. */
    private boolean fill(int bytes) throws IOException {
        System.arraycopy(buffer, next, buffer, 0, end - next);
        end -= next;
        next = 0;
        while (end < bytes) {
            int read = stream.read(buffer, end, buffer.length - end);
            if (read < 0) {
                return false;
            }
            end += read;
        }
        return true;
    }

    private static IOException cut() {
        return new IOException("a dedupe shuffle record ends early");
    }
}
