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
 * every Kryo: new classes every job, loaded, run and compiled again. The streams buffer on their own
 * ({@link ShuffleOutput}, {@link ShuffleInput}), as Kryo's did.
 */
final class DedupeSerializer extends Serializer implements Serializable {
    private static final long serialVersionUID = 1L;

    private static final int KEY = 1;
    private static final int FIRST = 2;
    private static final int LONG = 3;
    /** Bytes buffered between a stream and the one Spark gives, which may compress what it is handed. */
    static final int BUFFER = 1 << 13;

    @Override
    public SerializerInstance newInstance() {
        return new Instance();
    }

    /** Writes one shuffled object. */
    static void write(ShuffleOutput out, Object object) {
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
    static Object read(ShuffleInput in) throws IOException {
        int tag = in.readByteOrEnd();
        return switch (tag) {
            case -1 -> throw new EOFException();
            case KEY -> ClassKey.readFrom(in);
            case FIRST -> ClassFirst.readFrom(in);
            case LONG -> in.readLong();
            default -> throw new IOException("not a dedupe shuffle record: tag " + tag);
        };
    }

    private static final class Instance extends SerializerInstance {
        @Override
        public <T> ByteBuffer serialize(T object, ClassTag<T> tag) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ShuffleOutput out = new ShuffleOutput(bytes);
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
                T object = (T) read(new ShuffleInput(new ByteArrayInputStream(bytes)));
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
            return new Writer(new ShuffleOutput(stream));
        }

        @Override
        public DeserializationStream deserializeStream(InputStream stream) {
            return new Reader(new ShuffleInput(stream));
        }
    }

    private static final class Writer extends SerializationStream {
        private final ShuffleOutput out;

        Writer(ShuffleOutput out) {
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
        private final ShuffleInput in;

        Reader(ShuffleInput in) {
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
