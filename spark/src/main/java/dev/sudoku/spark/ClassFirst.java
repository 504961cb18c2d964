package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;

/**
 * The first entry of a dedupe class seen so far and the number of entries counted in it: the value {@link
 * SparkDedupe}'s shuffles carry. Keyed by its class in the first, so the class is not carried twice there;
 * in the second, keyed by its order, it carries its class. The line and place are read from the order and
 * the puzzle is {@linkplain PackedText packed}; {@link DedupeSerializer} writes it.
 */
final class ClassFirst implements Serializable {
    private static final long serialVersionUID = 1L;

    final long order;
    private final byte[] puzzle;
    private final String error;
    final long size;
    /** The class, once the first shuffle has grouped by it; null before. */
    private final ClassKey key;

    ClassFirst(Dedupe.Keyed keyed) {
        this(
                Dedupe.order(keyed),
                keyed.puzzle() == null ? null : PackedText.pack(keyed.puzzle()),
                keyed.error(),
                1,
                null);
    }

    private ClassFirst(long order, byte[] puzzle, String error, long size, ClassKey key) {
        this.order = order;
        this.puzzle = puzzle;
        this.error = error;
        this.size = size;
        this.key = key;
    }

    /** The same entry and count, carrying its class. */
    ClassFirst of(ClassKey key) {
        return new ClassFirst(order, puzzle, error, size, key);
    }

    void writeTo(ShuffleOutput out) {
        out.writeLong(order);
        out.writeBytes(puzzle);
        out.writeBytes(error == null ? null : error.getBytes(StandardCharsets.UTF_8));
        out.writeLong(size);
        out.writeByte(key == null ? 0 : 1);
        if (key != null) {
            key.writeTo(out);
        }
    }

    static ClassFirst readFrom(ShuffleInput in) throws IOException {
        long order = in.readLong();
        byte[] puzzle = in.readBytes();
        byte[] error = in.readBytes();
        long size = in.readLong();
        ClassKey key = in.readByte() == 1 ? ClassKey.readFrom(in) : null;
        return new ClassFirst(
                order, puzzle, error == null ? null : new String(error, StandardCharsets.UTF_8), size, key);
    }

    /** The entry as the api's batch code knows it, with the class it carries. */
    Dedupe.Keyed keyed() {
        return new Dedupe.Keyed(
                Dedupe.line(order),
                Dedupe.seq(order),
                puzzle == null ? null : PackedText.unpack(puzzle),
                error == null ? key.text() : null,
                error);
    }

    /** The class size the output gives: none for an error. */
    Long classSize() {
        return error == null ? size : null;
    }

    /** The earlier of two firsts of one class, counting both. */
    static ClassFirst merge(ClassFirst a, ClassFirst b) {
        ClassFirst first = a.order <= b.order ? a : b;
        return new ClassFirst(first.order, first.puzzle, first.error, a.size + b.size, first.key);
    }
}
