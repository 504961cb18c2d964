package dev.sudoku.api.settings;

import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Rating;

/** Reads an ER band ({@code 6.0..7.5}, or one ER) for {@code --rating} and the server's {@code rating}. */
public final class RatingBands {
    /** What a band is. */
    public static final String ACCEPTED = "an ER band from " + Rating.format(RatingBand.MIN_TENTHS / 10.0) + " to "
            + Rating.format(RatingBand.MAX_TENTHS / 10.0) + ", low end first (6.0..7.5), or one ER (7.1)";

    private RatingBands() {}

    /** The band; a {@link Refusal} saying what a band is when the text is none. */
    public static RatingBand read(String text) {
        try {
            return RatingBand.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refusal(ACCEPTED, text);
        }
    }
}
