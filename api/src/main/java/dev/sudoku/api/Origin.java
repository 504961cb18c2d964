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
    /** The source name of standard input, as reports give it and as a command line names it. */
    public static final String STANDARD_INPUT_SOURCE = "-";

    /**
     * Standard input as sentences name it: one wording for every message where it is the source ({@code
     * cannot read standard input: it is a directory}, {@code standard input: no puzzles in the input}).
     */
    public static final String STANDARD_INPUT = "standard input";

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
        String name = source.equals(STANDARD_INPUT_SOURCE) ? STANDARD_INPUT : source;
        return line == 0 ? name : name + ", line " + line;
    }
}
