package dev.sudoku.api;

import java.util.Objects;

/**
 * Where an input entry came from, as reports name it.
 *
 * @param source a file name, {@code -} for standard input, {@code argument N} for a puzzle given on the
 *     command line
 * @param line the 1-based line where the entry starts, or 0 when the whole source could not be read
 */
public record Origin(String source, int line) {
    public Origin {
        Objects.requireNonNull(source, "source");
        if (line < 0) {
            throw new IllegalArgumentException("line must be 0 or more, got " + line);
        }
    }

    /** The line, or null when there is none (JSON writes it so). */
    public Integer lineOrNull() {
        return line == 0 ? null : line;
    }

    /** As messages name it: {@code puzzles.txt, line 4}, or the source alone. */
    public String describe() {
        String name = source.equals("-") ? "standard input" : source;
        return line == 0 ? name : name + ", line " + line;
    }
}
