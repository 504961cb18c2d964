package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.batch.Dedupe;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

class DedupeSerializerTest {
    private static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();

    /** Keyed entries as the dedupe makes them: puzzles, long lines, and errors with text of any kind. */
    private static List<Dedupe.Keyed> entries() {
        Random random = new Random(11);
        List<Dedupe.Keyed> entries = new ArrayList<>();
        for (int line = 1; line <= 3_000; line++) {
            StringBuilder puzzle = new StringBuilder();
            // Some lines longer than the streams' buffer, so a record straddles refills.
            int length = line % 500 == 0 ? 20_000 : 81;
            for (int i = 0; i < length; i++) {
                puzzle.append(random.nextInt(4) == 0 ? '.' : (char) ('1' + random.nextInt(9)));
            }
            if (line % 7 == 0) {
                entries.add(new Dedupe.Keyed(line, 0, puzzle + "é", null, "line " + line + ": not a puzzle — ✗"));
            } else {
                entries.add(new Dedupe.Keyed(line, line % 3, puzzle.toString(), "3x3:" + puzzle, null));
            }
        }
        return entries;
    }

    @Test
    void every_record_a_stream_writes_reads_back_equal_and_the_stream_ends_as_spark_expects() {
        SerializerInstance serializer = new DedupeSerializer().newInstance();
        List<Dedupe.Keyed> entries = entries();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SerializationStream out = serializer.serializeStream(bytes);
        for (Dedupe.Keyed keyed : entries) {
            ClassFirst first = new ClassFirst(keyed);
            ClassKey key = new ClassKey(keyed.canonical() != null ? keyed.canonical() : "#" + first.order);
            out.writeKey(key, ANY);
            out.writeValue(first, ANY);
            out.writeKey(first.order, ANY);
            out.writeValue(first.of(key), ANY);
        }
        out.close();

        DeserializationStream in = serializer.deserializeStream(new ByteArrayInputStream(bytes.toByteArray()));
        scala.collection.Iterator<scala.Tuple2<Object, Object>> pairs = in.asKeyValueIterator();
        for (Dedupe.Keyed keyed : entries) {
            ClassFirst expected = new ClassFirst(keyed);
            ClassKey expectedKey = new ClassKey(keyed.canonical() != null ? keyed.canonical() : "#" + expected.order);

            scala.Tuple2<Object, Object> grouped = pairs.next();
            assertThat(grouped._1()).isEqualTo(expectedKey);
            ClassFirst first = (ClassFirst) grouped._2();
            assertThat(first.order).isEqualTo(expected.order);
            assertThat(first.size).isEqualTo(1);
            assertThat(first.classSize()).isEqualTo(keyed.error() == null ? 1L : null);

            scala.Tuple2<Object, Object> home = pairs.next();
            assertThat(home._1()).isEqualTo(expected.order);
            assertThat(((ClassFirst) home._2()).keyed()).isEqualTo(keyed);
        }
        assertThat(pairs.hasNext()).isFalse();
    }

    @Test
    void one_object_serializes_to_a_buffer_and_back() {
        SerializerInstance serializer = new DedupeSerializer().newInstance();
        Dedupe.Keyed keyed = entries().get(1);
        ClassFirst first = new ClassFirst(keyed).of(new ClassKey(keyed.canonical()));

        ClassFirst back = (ClassFirst) serializer.deserialize(serializer.serialize(first, ANY), ANY);

        assertThat(back.keyed()).isEqualTo(keyed);
        assertThat(serializer.deserialize(serializer.serialize(42L, ANY), ANY)).isEqualTo(42L);
    }

    @Test
    void a_stream_cut_short_or_holding_anything_else_is_refused() {
        SerializerInstance serializer = new DedupeSerializer().newInstance();
        byte[] whole =
                serializer.serialize(new ClassFirst(entries().get(1)), ANY).array();
        byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 3);

        // The end of a stream between records is its end; inside one, an error that fails the task.
        DeserializationStream in = serializer.deserializeStream(new ByteArrayInputStream(cut));
        assertThatThrownBy(() -> in.readObject(ANY))
                .isNotInstanceOf(EOFException.class)
                .hasMessageContaining("ends early");
        DeserializationStream empty = serializer.deserializeStream(new ByteArrayInputStream(new byte[0]));
        assertThatThrownBy(() -> empty.readObject(ANY)).isInstanceOf(EOFException.class);
        assertThatThrownBy(() -> serializer.serialize("text", ANY))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("String");
        DeserializationStream foreign = serializer.deserializeStream(new ByteArrayInputStream(new byte[] {9}));
        assertThatThrownBy(() -> foreign.readObject(ANY)).hasMessageContaining("tag 9");
    }
}
