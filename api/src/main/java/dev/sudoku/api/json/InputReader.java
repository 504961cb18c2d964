package dev.sudoku.api.json;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * Reads every format any command writes: the puzzle text formats of {@link PuzzleReader}, JSON Lines, and
 * CSV with a header naming its puzzle column ({@link CsvEntries}).
 * An input is JSON Lines when its first character that is not blank, a byte-order mark or inside a {@code
 * #} comment line is <code>{</code>. An input holding a NUL character near its start is binary data, not
 * text, and gives one malformed entry saying so instead of a line of garbage per line: an entry of the whole
 * input, at line 0 (no line), since its lines are not lines of text.
 */
public final class InputReader {
    /** How far the format is looked for; comment lines at the head of a file rarely come near it. */
    private static final int LOOK_AHEAD = 1 << 16;

    /** Characters read at a time while looking. */
    private static final int SCAN_CHUNK = 512;

    private final ReadOptions options;

    public InputReader(ReadOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    /** The kinds of input told apart by the first characters. */
    enum Kind {
        TEXT,
        JSON_LINES,
        BINARY
    }

    /**
     * The entries of one input in order, lazily. The reader must support mark/reset (a BufferedReader
     * does); it is not closed. I/O errors surface as {@link UncheckedIOException}.
     */
    public Iterator<Entry> entries(BufferedReader reader) {
        return switch (kind(reader)) {
            case TEXT -> CsvEntries.of(reader, options, LOOK_AHEAD)
                    .orElseGet(() -> new PuzzleReader(options).entries(reader));
            case JSON_LINES -> new JsonLinesEntries(reader, options);
            case BINARY -> List.<Entry>of(binary()).iterator();
        };
    }

    /**
     * The entries of a text held in memory (a request's field), told apart without marking a reader: a
     * mark reserves the whole look-ahead, which costs more than reading a one-line puzzle.
     */
    public Iterator<Entry> entries(String text) {
        Kind kind = scan(text);
        return switch (kind) {
            case TEXT -> CsvEntries.of(text, options).orElseGet(() -> new PuzzleReader(options).entries(text));
            case JSON_LINES -> new JsonLinesEntries(
                    new BufferedReader(new StringReader(text), Math.max(1, Math.min(text.length(), 8192))), options);
            case BINARY -> List.<Entry>of(binary()).iterator();
        };
    }

    /** The one entry of an input that is binary data: the whole input, so no line (0) and none named. */
    public static Entry.Malformed binary() {
        return new Entry.Malformed(0, 0, BINARY_DATA);
    }

    /** Why binary data is not read, as the whole input's reason. */
    public static final String BINARY_DATA = "binary data (a NUL character), not puzzle text";

    static Kind kind(BufferedReader reader) {
        try {
            reader.mark(LOOK_AHEAD);
            try {
                return scan(reader);
            } finally {
                reader.reset();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Kind scan(Reader reader) throws IOException {
        // Read in chunks: a reader's read() of one character is a synchronized call, which cost a request
        // of one puzzle line more than telling its kind.
        char[] chunk = new char[SCAN_CHUNK];
        Scan scan = new Scan();
        while (scan.read < LOOK_AHEAD - 1) {
            int n = reader.read(chunk, 0, Math.min(chunk.length, LOOK_AHEAD - 1 - scan.read));
            if (n < 0) {
                break;
            }
            for (int i = 0; i < n; i++) {
                Kind known = scan.next(chunk[i]);
                if (known != null) {
                    return known;
                }
            }
            // Decided, and nothing more has come: a pipe written a line at a time would otherwise keep its
            // first entry waiting for 4 KiB more input. Binary data comes all at once, so is seen here.
            if (scan.kind != null && !reader.ready()) {
                return scan.kind;
            }
        }
        return scan.kind == null ? Kind.TEXT : scan.kind;
    }

    /**
     * The same look at a text held in memory, read in place: a batch run asks it of every line, and a reader
     * and a chunk made for each cost 3-7% of keying a line for dedupe.
     */
    private static Kind scan(String text) {
        Scan scan = new Scan();
        int end = Math.min(text.length(), LOOK_AHEAD - 1);
        for (int i = 0; i < end; i++) {
            Kind known = scan.next(text.charAt(i));
            if (known != null) {
                return known;
            }
        }
        return scan.kind == null ? Kind.TEXT : scan.kind;
    }

    /** The look itself, a character at a time. */
    private static final class Scan {
        private boolean inComment;
        private boolean lineStart = true;
        private Kind kind;
        private int read;

        /** Takes the next character; returns the kind once it is final, else null. */
        Kind next(char c) {
            int index = read++;
            if (c == 0) {
                return Kind.BINARY;
            }
            if (kind != null) {
                return null; // decided; binary data is still looked for within the look-ahead
            }
            if (c == '\n' || c == '\r') {
                inComment = false;
                lineStart = true;
            } else if (!inComment && c != '\uFEFF' && !Character.isWhitespace(c)) {
                if (c == '#' && lineStart) {
                    inComment = true;
                } else {
                    kind = c == '{' ? Kind.JSON_LINES : Kind.TEXT;
                }
                lineStart = false;
            }
            // A kind decided only after a long head of comments is final at once.
            return index > 4096 && kind != null ? kind : null;
        }
    }
}
