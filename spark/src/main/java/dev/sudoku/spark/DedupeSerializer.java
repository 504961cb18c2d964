package dev.sudoku.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.Serializer;
import org.apache.spark.serializer.SerializerInstance;
import scala.reflect.ClassTag;

/**
 * The serializer of {@link SparkDedupe}'s two shuffles, which carry only {@link ClassKey}, {@link ClassFirst}
 * and {@link Long} objects: each written as a tag byte and its fields, nothing else.
 *
 * <p>Why not Spark's Kryo serializer: a shuffle's serializer travels inside the task, so every task gets a
 * fresh copy with an empty pool and builds a new Kryo (registering Spark's and Scala's classes), and Kryo
 * makes each class without a no-argument constructor through a constructor accessor it generates anew for
 * every Kryo: new classes every job, loaded, run and compiled again. The streams buffer on their own, as
 * Kryo's did: the JDK's buffered streams lock on every byte.
 */
final class DedupeSerializer extends Serializer implements Serializable {
    private static final long serialVersionUID = 1L;

    private static final int KEY = 1;
    private static final int FIRST = 2;
    private static final int LONG = 3;
    /** Bytes buffered between a stream and the one Spark gives, which may compress what it is handed. */
    private static final int BUFFER = 1 << 13;

    @Override
    public SerializerInstance newInstance() {
        return new Instance();
    }

    /** Writes one shuffled object. */
    static void write(Output out, Object object) {
        if (object instanceof ClassKey key) {
            out.writeByte(KEY);
            key.writeTo(out);
        } else if (object instanceof ClassFirst first) {
            out.writeByte(FIRST);
            first.writeTo(out);
        } else if (object instanceof Long number) {
            out.writeByte(LONG);
            out.writeLong(number);
        } else {
            throw new IllegalArgumentException(
                    "the dedupe's shuffles carry class keys, firsts and longs, not " + object.getClass());
        }
    }

    /** Reads one shuffled object; {@link EOFException} at the end of the stream, as Spark expects. */
    static Object read(Input in) throws IOException {
        int tag = in.readByteOrEnd();
        return switch (tag) {
            case -1 -> throw new EOFException();
            case KEY -> ClassKey.readFrom(in);
            case FIRST -> ClassFirst.readFrom(in);
            case LONG -> in.readLong();
            default -> throw new IOException("not a dedupe shuffle record: tag " + tag);
        };
    }

    /** A buffer in front of an output stream, written big-endian. */
    static final class Output {
        private final OutputStream stream;
        private final byte[] buffer = new byte[BUFFER];
        private int used;

        Output(OutputStream stream) {
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

    /** A buffer behind an input stream, read big-endian. */
    static final class Input {
        private final InputStream stream;
        private final byte[] buffer = new byte[BUFFER];
        private int next;
        private int end;

        Input(InputStream stream) {
            this.stream = stream;
        }

        /** The next byte, or -1 at the end of the stream. */
        int readByteOrEnd() throws IOException {
            if (next == end && !fill(1)) {
                return -1;
            }
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

        /** What {@link Output#writeBytes} wrote. */
        byte[] readBytes() throws IOException {
            int length = readInt();
            if (length < 0) {
                return null;
            }
            byte[] bytes = new byte[length];
            int copied = Math.min(length, end - next);
            System.arraycopy(buffer, next, bytes, 0, copied);
            next += copied;
            while (copied < length) {
                int read = stream.read(bytes, copied, length - copied);
                if (read < 0) {
                    throw new EOFException("a dedupe shuffle record ends early");
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
                throw new EOFException("a dedupe shuffle record ends early");
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
    }

    private static final class Instance extends SerializerInstance {
        @Override
        public <T> ByteBuffer serialize(T object, ClassTag<T> tag) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Output out = new Output(bytes);
            write(out, object);
            out.close();
            return ByteBuffer.wrap(bytes.toByteArray());
        }

        @Override
        public <T> T deserialize(ByteBuffer buffer, ClassTag<T> tag) {
            byte[] bytes = new byte[buffer.remaining()];
            buffer.duplicate().get(bytes);
            try {
                @SuppressWarnings("unchecked")
                T object = (T) read(new Input(new ByteArrayInputStream(bytes)));
                return object;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public <T> T deserialize(ByteBuffer buffer, ClassLoader loader, ClassTag<T> tag) {
            return deserialize(buffer, tag);
        }

        @Override
        public SerializationStream serializeStream(OutputStream stream) {
            return new Writer(new Output(stream));
        }

        @Override
        public DeserializationStream deserializeStream(InputStream stream) {
            return new Reader(new Input(stream));
        }
    }

    private static final class Writer extends SerializationStream {
        private final Output out;

        Writer(Output out) {
            this.out = out;
        }

        @Override
        public <T> SerializationStream writeObject(T object, ClassTag<T> tag) {
            write(out, object);
            return this;
        }

        @Override
        public void flush() {
            out.flush();
        }

        @Override
        public void close() {
            out.close();
        }
    }

    private static final class Reader extends DeserializationStream {
        private final Input in;

        Reader(Input in) {
            this.in = in;
        }

        @Override
        public <T> T readObject(ClassTag<T> tag) {
            try {
                @SuppressWarnings("unchecked")
                T object = (T) read(in);
                return object;
            } catch (EOFException e) {
                // Spark's iterators over a stream end at this exception: it must reach them as it is.
                throw DedupeSerializer.<RuntimeException>unchecked(e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Throws a checked exception where Java cannot declare it: Scala's abstract methods declare none. */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E unchecked(Throwable e) throws E {
        throw (E) e;
    }
}
