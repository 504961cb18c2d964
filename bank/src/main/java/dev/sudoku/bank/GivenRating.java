package dev.sudoku.bank;

import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.Rating;
import java.util.Map;
import java.util.Optional;

/**
 * A rating the input already carries: JSON Lines as {@code rate}, {@code generate} and {@code bank export}
 * write them give {@code er}, {@code ep}, {@code ed} and {@code score}. Only a whole rating counts (HoDoKu's
 * score included, which the bank stores); anything less, or a number out of range, and the puzzle is rated.
 */
final class GivenRating {
    private GivenRating() {}

    static Optional<Rating> of(Entry.Puzzle entry) {
        Map<String, String> metadata = entry.metadata();
        try {
            double er = rating(metadata.get("er"));
            double ep = rating(metadata.get("ep"));
            double ed = rating(metadata.get("ed"));
            String score = metadata.get("score");
            if (Double.isNaN(er) || Double.isNaN(ep) || Double.isNaN(ed) || score == null) {
                return Optional.empty();
            }
            int hodokuScore = Integer.parseInt(score);
            if (hodokuScore < 0 || er > Rating.NOT_RATED - 0.05) {
                return Optional.empty();
            }
            return Optional.of(new Rating(er, ep, ed, Optional.empty(), true, 0, hodokuScore));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** A rating as written, NaN when absent or outside SE's scale. */
    private static double rating(String text) {
        if (text == null) {
            return Double.NaN;
        }
        double value = Double.parseDouble(text);
        return value >= 1.0 && value <= Rating.NOT_RATED ? value : Double.NaN;
    }
}
