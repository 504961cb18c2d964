package dev.sudoku.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.Arrays;

/**
 * A dedupe class's key as {@link SparkDedupe}'s first shuffle groups by it: the canonical form (or an
 * error's own class) {@linkplain PackedText packed}, equal by its bytes; {@link DedupeSerializer} writes it.
 */
final class ClassKey implements Serializable {
    private static final long serialVersionUID = 1L;

    private final byte[] packed;

    ClassKey(String key) {
        this(PackedText.pack(key));
    }

    private ClassKey(byte[] packed) {
        this.packed = packed;
    }

    void writeTo(ShuffleOutput out) {
        out.writeBytes(packed);
    }

    static ClassKey readFrom(ShuffleInput in) throws IOException {
        return new ClassKey(in.readBytes());
    }

    String text() {
        return PackedText.unpack(packed);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ClassKey that && Arrays.equals(packed, that.packed);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(packed);
    }
}
