package dev.sudoku.core.format;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Reads numbered lines with a cap on their length, so one huge line costs at most the cap in memory: the
 * characters past it are read and dropped, and the line is marked too long.
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}; the terminator is not part of the text. A
 * byte-order mark at the start of the input is dropped. I/O errors surface as {@link UncheckedIOException}
 * because the readers built on this are iterators.
 */
final class LineSource {
    /** Longest line kept; longer lines are reported, not read. A 64x64 numbers line is about 12,000 chars. */
    static final int MAX_LINE = 1_000_000;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private final Reader in;
    private final int maxLine;
    /** The read buffer's size for an input of unknown length. */
    static final int BUFFER = 8192;

    private final char[] buffer;
    private final StringBuilder line;
    private int position;
    private int limit;
    private boolean endOfInput;
    private boolean skipLineFeed;
    private int number;

    /**
     * A line of input.
     *
     * @param number 1-based
     * @param text the characters, without terminator (cut at the cap when too long)
     * @param tooLong true when the line was longer than the cap
     */
    record RawLine(int number, String text, boolean tooLong) {}

    LineSource(Reader in) {
        this(in, MAX_LINE);
    }

    LineSource(Reader in, int maxLine) {
        this(in, maxLine, BUFFER);
    }

    /** A source whose buffer holds {@code bufferSize} characters: a short text in memory needs no more. */
    LineSource(Reader in, int maxLine, int bufferSize) {
        this.in = in;
        this.maxLine = maxLine;
        this.buffer = new char[Math.max(1, bufferSize)];
        this.line = new StringBuilder(Math.min(buffer.length, 128));
    }

    /** The next line, or null at the end of the input. */
    RawLine next() {
        line.setLength(0);
        boolean tooLong = false;
        boolean any = false;
        while (true) {
            if (position == limit && !fill()) {
                if (!any) {
                    return null;
                }
                break;
            }
            char c = buffer[position++];
            if (skipLineFeed) {
                skipLineFeed = false;
                if (c == '\n') {
                    continue;
                }
            }
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                skipLineFeed = true;
                break;
            }
            if (line.length() < maxLine) {
                line.append(c);
            } else {
                tooLong = true;
            }
        }
        number++;
        if (number == 1 && line.length() > 0 && line.charAt(0) == BYTE_ORDER_MARK) {
            line.deleteCharAt(0);
        }
        return new RawLine(number, line.toString(), tooLong);
    }

    private boolean fill() {
        if (endOfInput) {
            return false;
        }
        try {
            int read;
            do {
                read = in.read(buffer, 0, buffer.length);
            } while (read == 0);
            if (read < 0) {
                endOfInput = true;
                return false;
            }
            position = 0;
            limit = read;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
