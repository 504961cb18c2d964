package dev.sudoku.photo;

import java.util.List;

/**
 * What was read in one cell: the guesses, most probable first, and the value kept after repair.
 *
 * @param cell the 0-based cell index (row-major)
 * @param value the value kept, 0 for empty
 * @param guesses the classifier's guesses, most probable first (empty included as digit 0); never empty
 */
public record CellReading(int cell, int value, List<Guess> guesses) {
    public CellReading {
        guesses = List.copyOf(guesses);
        if (guesses.isEmpty()) {
            throw new IllegalArgumentException("cell " + cell + " has no guess");
        }
    }

    /** The probability of the value kept, as the classifier gave it. */
    public double confidence() {
        return guesses.stream()
                .filter(g -> g.digit() == value)
                .mapToDouble(Guess::probability)
                .findFirst()
                .orElse(0);
    }

    /** The classifier's first choice. */
    public int firstGuess() {
        return guesses.get(0).digit();
    }
}
