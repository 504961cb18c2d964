package dev.sudoku.photo;

/**
 * One reading of a cell with its probability: a digit 1..N, or 0 for empty.
 *
 * @param digit the value read, 0 for empty
 * @param probability the classifier's probability, 0..1
 */
public record Guess(int digit, double probability) {
    public Guess {
        if (digit < 0 || probability < 0 || probability > 1 || Double.isNaN(probability)) {
            throw new IllegalArgumentException("guess " + digit + " with probability " + probability);
        }
    }
}
