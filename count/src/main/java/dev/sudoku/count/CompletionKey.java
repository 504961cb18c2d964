package dev.sudoku.count;

/**
 * The words of a {@link CompletionCounts} key, written field by field: whole words, then small values packed
 * a few to a word. One buffer serves every look-up of a search, so writing a key allocates nothing.
 */
final class CompletionKey {
    private final long[] words;
    /** The whole words written; {@link #bits} more bits sit in the next word. */
    private int length;

    private int bits;

    /** @param maxBits the most bits a key of this search needs */
    CompletionKey(int maxBits) {
        words = new long[maxBits / 64 + 2];
    }

    /** Starts a new key. */
    void clear() {
        length = 0;
        bits = 0;
    }

    /** Appends a whole word; only before any packed value. */
    void appendWord(long word) {
        if (bits != 0) {
            throw new IllegalStateException("whole words come before packed values");
        }
        words[length++] = word;
    }

    /** Appends a value of {@code width} bits (at most 64), starting a new word when it does not fit. */
    void append(long value, int width) {
        if (bits + width > 64) {
            length++;
            bits = 0;
        }
        if (bits == 0) {
            words[length] = 0;
        }
        words[length] |= value << bits;
        bits += width;
    }

    /** The buffer; the key is its first {@link #length()} words. */
    long[] words() {
        return words;
    }

    int length() {
        return bits == 0 ? length : length + 1;
    }
}
