package dev.sudoku.store;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Where a puzzle came from, so a bank entry can be traced back and an import resumed or repeated.
 *
 * @param source the file name a puzzle was read from, or {@value #GENERATOR}
 * @param line the 1-based line of that file, when it was read from one
 * @param seed the generator's seed, when it was generated
 */
public record Origin(String source, OptionalInt line, OptionalLong seed) {
    /** The source of generated puzzles. */
    public static final String GENERATOR = "generator";

    public Origin {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(seed, "seed");
        if (source.isBlank()) {
            throw new IllegalArgumentException("source must not be blank");
        }
    }

    /** A puzzle read from line {@code line} of the file {@code name}. */
    public static Origin file(String name, int line) {
        return new Origin(name, OptionalInt.of(line), OptionalLong.empty());
    }

    /** A puzzle the generator made from {@code seed}. */
    public static Origin generator(long seed) {
        return new Origin(GENERATOR, OptionalInt.empty(), OptionalLong.of(seed));
    }
}
