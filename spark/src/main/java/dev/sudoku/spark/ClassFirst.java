package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import java.io.Serializable;

/**
 * The first entry of a dedupe class seen so far and the number of entries counted in it: the value {@link
 * SparkDedupe}'s shuffle carries, keyed by the class, so the canonical key is not carried twice. A plain
 * class rather than a record: Kryo, Spark's fast serializer, cannot set a record's fields.
 */
final class ClassFirst implements Serializable {
    private static final long serialVersionUID = 1L;

    final long order;
    final long line;
    final int seq;
    final String puzzle;
    final String error;
    final long size;

    ClassFirst(Dedupe.Keyed keyed) {
        this(Dedupe.order(keyed), keyed.line(), keyed.seq(), keyed.puzzle(), keyed.error(), 1);
    }

    private ClassFirst(long order, long line, int seq, String puzzle, String error, long size) {
        this.order = order;
        this.line = line;
        this.seq = seq;
        this.puzzle = puzzle;
        this.error = error;
        this.size = size;
    }

    /** The entry as the api's batch code knows it; {@code key} is its class's. */
    Dedupe.Keyed keyed(String key) {
        return new Dedupe.Keyed(line, seq, puzzle, error == null ? key : null, error);
    }

    /** The class size the output gives: none for an error. */
    Long classSize() {
        return error == null ? size : null;
    }

    /** The earlier of two firsts of one class, counting both. */
    static ClassFirst merge(ClassFirst a, ClassFirst b) {
        ClassFirst first = a.order <= b.order ? a : b;
        return new ClassFirst(first.order, first.line, first.seq, first.puzzle, first.error, a.size + b.size);
    }
}
