package dev.sudoku.store;

import java.util.Objects;

/**
 * The difficulty of a puzzle as the rater reported it. The bank stores and filters by these values but never
 * computes them, so a rater change does not need a bank change.
 *
 * @param er Sudoku Explainer rating of the hardest step (for example 7.2), the community's common currency
 * @param ep Sudoku Explainer rating of the hardest step before the first placement
 * @param ed Sudoku Explainer rating of the hardest step before the first elimination
 * @param hodokuScore HoDoKu's score: the sum of the scores of the steps of the solution path
 * @param level the level word the bank is picked by (for example "easy" or "extreme"); the vocabulary is the
 *     caller's
 */
public record Ratings(double er, double ep, double ed, int hodokuScore, String level) {
    public Ratings {
        Objects.requireNonNull(level, "level");
        if (level.isBlank()) {
            throw new IllegalArgumentException("level must not be blank");
        }
        if (!Double.isFinite(er) || !Double.isFinite(ep) || !Double.isFinite(ed)) {
            throw new IllegalArgumentException("ratings must be finite numbers, got " + er + "/" + ep + "/" + ed);
        }
    }
}
