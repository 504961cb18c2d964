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

    /** Each nibble's character, as a Latin-1 byte; the pad's is never read. */
    private static final byte[] CHARACTER_OF = new byte[16];

    static {
        Arrays.fill(NIBBLE_OF, (byte) -1);
        for (int i = 0; i < NIBBLES.length(); i++) {
            CHARACTER_OF[i] = (byte) NIBBLES.charAt(i);
        }
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
        // Two characters a byte, each looked up once; a character outside the table gives -1, which makes
        // the pair negative.
        int pairs = length / 2;
        for (int pair = 0; pair < pairs; pair++) {
            int high = nibble(text.charAt(2 * pair));
            int low = nibble(text.charAt(2 * pair + 1));
            if ((high | low) < 0) {
                return utf8(text);
            }
            packed[1 + pair] = (byte) (high << 4 | low);
        }
        if (length % 2 == 1) {
            int high = nibble(text.charAt(length - 1));
            if (high < 0) {
                return utf8(text);
            }
            packed[packed.length - 1] = (byte) (high << 4 | PAD);
        }
        return packed;
    }

    private static int nibble(char c) {
        return c < NIBBLE_OF.length ? NIBBLE_OF[c] : -1;
    }

    static String unpack(byte[] packed) {
        return unpack(packed, 0, packed.length);
    }

    /** The text packed in {@code length} bytes of {@code bytes} from {@code offset}. */
    static String unpack(byte[] bytes, int offset, int length) {
        if (bytes[offset] == AS_UTF8) {
            return new String(bytes, offset + 1, length - 1, StandardCharsets.UTF_8);
        }
        int pairs = length - 1;
        boolean padded = pairs > 0 && (bytes[offset + pairs] & 0xF) == PAD;
        byte[] text = new byte[2 * pairs - (padded ? 1 : 0)];
        for (int pair = 0; pair < pairs; pair++) {
            int both = bytes[offset + 1 + pair];
            text[2 * pair] = CHARACTER_OF[(both >> 4) & 0xF];
            if (2 * pair + 1 < text.length) {
                text[2 * pair + 1] = CHARACTER_OF[both & 0xF];
            }
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
