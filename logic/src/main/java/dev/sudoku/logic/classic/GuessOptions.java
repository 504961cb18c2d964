package dev.sudoku.logic.classic;

import java.util.Objects;

/**
 * Settings of a guessing solve.
 *
 * @param maxGuesses stop with {@link SearchStatus#LIMIT_REACHED} before making guess number
 *     {@code maxGuesses + 1}; each guess costs one run of logic, so this caps the work of a server request
 * @param uniqueness what the caller knows; anything but UNIQUE switches the uniqueness techniques off
 */
public record GuessOptions(long maxGuesses, Uniqueness uniqueness) {
    /** 100,000 guesses, uniqueness unknown. The hardest 9x9 fixtures need a few hundred. */
    public static final GuessOptions DEFAULT = new GuessOptions(100_000, Uniqueness.UNKNOWN);

    public GuessOptions {
        Objects.requireNonNull(uniqueness, "uniqueness");
        if (maxGuesses < 0) {
            throw new IllegalArgumentException("maxGuesses must not be negative, got " + maxGuesses);
        }
    }

    public GuessOptions withMaxGuesses(long max) {
        return new GuessOptions(max, uniqueness);
    }

    public GuessOptions withUniqueness(Uniqueness known) {
        return new GuessOptions(maxGuesses, known);
    }
}
