package dev.sudoku.core.format;

import java.util.ArrayDeque;
import java.util.Iterator;

/** The lines of a {@link LineSource} with look-ahead: lines peeked at are handed out again, in order. */
final class LineQueue {
    private final LineSource source;
    private final ArrayDeque<LineSource.RawLine> ahead = new ArrayDeque<>();

    LineQueue(LineSource source) {
        this.source = source;
    }

    /** The next line, or null at the end of the input. */
    LineSource.RawLine next() {
        return ahead.isEmpty() ? source.next() : ahead.poll();
    }

    /**
     * The line {@code index} places after the last one handed out by {@link #next()} (0 is the very next
     * line), or null past the end. Cost is linear in {@code index}, which callers keep below 64.
     */
    LineSource.RawLine peek(int index) {
        while (ahead.size() <= index) {
            LineSource.RawLine raw = source.next();
            if (raw == null) {
                return null;
            }
            ahead.add(raw);
        }
        Iterator<LineSource.RawLine> it = ahead.iterator();
        for (int i = 0; i < index; i++) {
            it.next();
        }
        return it.next();
    }
}
