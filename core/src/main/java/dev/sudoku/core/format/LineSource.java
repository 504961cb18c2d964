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
        String whole = null;
        while (true) {
            if (position == limit && !fill()) {
                if (!any) {
                    return null;
                }
                break;
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            any = true;
            // The line's characters up to its terminator or the buffer's end, copied at once.
            int start = position;
            while (position < limit && buffer[position] != '\n' && buffer[position] != '\r') {
                position++;
            }
            int length = position - start;
            boolean ended = position < limit;
            if (ended && line.length() == 0 && length <= maxLine) {
                // The whole line lies in the buffer, as nearly every line does.
                whole = new String(buffer, start, length);
            } else {
                int room = maxLine - line.length();
                line.append(buffer, start, Math.min(length, room));
                tooLong |= length > room;
            }
            if (ended) {
                skipLineFeed = buffer[position++] == '\r';
                break;
            }
        }
        number++;
        String text = whole != null ? whole : line.toString();
        if (number == 1 && !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK) {
            text = text.substring(1);
        }
        return new RawLine(number, text, tooLong);
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
