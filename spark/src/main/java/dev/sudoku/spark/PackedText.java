package dev.sudoku.spark;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text as the dedupe's shuffles carry it: a 9x9 puzzle line or canonical key (digits, {@code .}, the
 * key's {@code 3x3:} prefix, an error class's {@code #} and its place) in half a byte a character, anything
 * else as UTF-8. Most of what those shuffles move is such text, so this halves the bytes Spark serialises,
 * writes, reads and deserialises for every puzzle, twice.
 */
final class PackedText {
    /** The characters written in half a byte; the sixteenth value pads an odd length. */
    private static final String NIBBLES = "0123456789.#x:";

    private static final int PAD = 15;
    /** Each character's nibble, -1 for one not in {@link #NIBBLES}: a lookup, not a search per character. */
    private static final byte[] NIBBLE_OF = new byte[128];

    static {
        Arrays.fill(NIBBLE_OF, (byte) -1);
        for (int i = 0; i < NIBBLES.length(); i++) {
            NIBBLE_OF[NIBBLES.charAt(i)] = (byte) i;
        }
    }

    private static final byte AS_NIBBLES = 0;
    private static final byte AS_UTF8 = 1;

    private PackedText() {}

    static byte[] pack(String text) {
        int length = text.length();
        byte[] packed = new byte[1 + (length + 1) / 2];
        packed[0] = AS_NIBBLES;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            int nibble = c < NIBBLE_OF.length ? NIBBLE_OF[c] : -1;
            if (nibble < 0) {
                return utf8(text);
            }
            packed[1 + i / 2] |= (byte) (i % 2 == 0 ? nibble << 4 : nibble);
        }
        if (length % 2 == 1) {
            packed[packed.length - 1] |= PAD;
        }
        return packed;
    }

    static String unpack(byte[] packed) {
        if (packed[0] == AS_UTF8) {
            return new String(packed, 1, packed.length - 1, StandardCharsets.UTF_8);
        }
        int length = 2 * (packed.length - 1) - ((packed[packed.length - 1] & 0xF) == PAD ? 1 : 0);
        byte[] text = new byte[length];
        for (int i = 0; i < length; i++) {
            int nibble = i % 2 == 0 ? (packed[1 + i / 2] >> 4) & 0xF : packed[1 + i / 2] & 0xF;
            text[i] = (byte) NIBBLES.charAt(nibble);
        }
        // Every character of NIBBLES is one byte in Latin-1, the compact form of a Java string.
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    private static byte[] utf8(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        byte[] packed = Arrays.copyOf(new byte[] {AS_UTF8}, 1 + bytes.length);
        System.arraycopy(bytes, 0, packed, 1, bytes.length);
        return packed;
    }
}
