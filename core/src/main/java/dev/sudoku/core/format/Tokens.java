package dev.sudoku.core.format;

import java.util.Arrays;

/**
 * The cells of one line, each a range of the line's text, before any character is checked against the
 * symbols. Keeping ranges rather than values lets the reader count cells first, pick the grid size from the
 * count, and only then decode, reporting each bad cell at its column.
 *
 * <p>Cells are either single characters ({@link #dense} lines, or runs between separators) or whole
 * decimal tokens ({@link #numbers()} lines, where {@code 10 11 . 3} is four cells).
 */
final class Tokens {
    private final String text;
    private final boolean numbers;
    private int[] from;
    private int[] to;
    private int count;
    private int firstBar = -1;

    private Tokens(String text, boolean numbers, int capacity) {
        this.text = text;
        this.numbers = numbers;
        this.from = new int[Math.max(capacity, 4)];
        this.to = new int[from.length];
    }

    /** Every character of {@code text[begin, end)} is a cell, spaces included. */
    static Tokens dense(String text, int begin, int end) {
        Tokens tokens = new Tokens(text, false, end - begin);
        for (int i = begin; i < end; i++) {
            tokens.add(i, i + 1);
        }
        return tokens;
    }

    /** Every character of {@code text[begin, end)} but {@code skipped} is a cell. */
    static Tokens denseExcept(String text, int begin, int end, char skipped) {
        Tokens tokens = new Tokens(text, false, end - begin);
        for (int i = begin; i < end; i++) {
            if (text.charAt(i) != skipped) {
                tokens.add(i, i + 1);
            }
        }
        return tokens;
    }

    /**
     * Cells separated by whitespace, commas or box bars {@code |}: with {@code numbers} each piece is one
     * cell, otherwise each character of a piece is (so {@code 53.|.7.} is six cells).
     */
    static Tokens split(String text, int begin, int end, boolean numbers) {
        Tokens tokens = new Tokens(text, numbers, numbers ? (end - begin) / 2 + 1 : end - begin);
        int i = begin;
        while (i < end) {
            char c = text.charAt(i);
            if (c == '|') {
                tokens.bar();
                i++;
            } else if (isGap(c)) {
                i++;
            } else {
                int start = i;
                while (i < end && !isSeparator(text.charAt(i))) {
                    i++;
                }
                if (numbers) {
                    tokens.add(start, i);
                } else {
                    for (int k = start; k < i; k++) {
                        tokens.add(k, k + 1);
                    }
                }
            }
        }
        return tokens;
    }

    /**
     * True when the pieces of {@code text[begin, end)} read as decimal numbers: at least one piece has two or
     * more characters, and every longer piece is all digits (single characters may be blanks such as
     * {@code .}).
     */
    static boolean looksNumeric(String text, int begin, int end) {
        boolean longPiece = false;
        int i = begin;
        while (i < end) {
            if (isSeparator(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            boolean digits = true;
            while (i < end && !isSeparator(text.charAt(i))) {
                digits &= isAsciiDigit(text.charAt(i));
                i++;
            }
            if (i - start > 1) {
                if (!digits) {
                    return false;
                }
                longPiece = true;
            }
        }
        return longPiece;
    }

    /** Whitespace or a comma: what separates cells, besides box bars. */
    static boolean isGap(char c) {
        return isWhitespace(c) || c == ',';
    }

    /** ASCII whitespace within a line; other spaces are reported as non-ASCII rather than guessed at. */
    static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\u000B' || c == '\f';
    }

    static boolean isSeparator(char c) {
        return isGap(c) || c == '|';
    }

    static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void add(int start, int end) {
        if (count == from.length) {
            from = Arrays.copyOf(from, count * 2);
            to = Arrays.copyOf(to, count * 2);
        }
        from[count] = start;
        to[count] = end;
        count++;
    }

    private void bar() {
        if (firstBar < 0 && count > 0) {
            firstBar = count;
        }
    }

    int count() {
        return count;
    }

    /** True when cells are decimal tokens. */
    boolean numbers() {
        return numbers;
    }

    /** True when the line had a box bar {@code |}: one-line puzzles never do, grid rows often. */
    boolean barred() {
        return firstBar >= 0;
    }

    /** The cells before the first bar that stands between two cells, or 0: the width of a box. */
    int boxWidth() {
        return firstBar > 0 && firstBar < count ? firstBar : 0;
    }

    /** The 1-based column where cell {@code i} starts. */
    int column(int i) {
        return from[i] + 1;
    }

    int length(int i) {
        return to[i] - from[i];
    }

    char first(int i) {
        return text.charAt(from[i]);
    }

    String text(int i) {
        return text.substring(from[i], to[i]);
    }

    /** The underlying line, for callers that look past a cell's first character. */
    String line() {
        return text;
    }

    int from(int i) {
        return from[i];
    }

    int to(int i) {
        return to[i];
    }
}
