package dev.sudoku.generator;

import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.util.Locale;

/**
 * A closed range of SE ratings (ER), in tenths as SE prints them, so "6.0..7.5" holds every puzzle
 * printed 6.0 to 7.5 whatever the last bits of its double. A rating of 20.0 (not rated: the catalogue
 * cannot finish the puzzle) is above every band.
 *
 * @param loTenths lowest ER times ten, 10 or more
 * @param hiTenths highest ER times ten, at most 200
 */
public record RatingBand(int loTenths, int hiTenths) {
    public static final int MIN_TENTHS = 10;
    public static final int MAX_TENTHS = 200;

    public RatingBand {
        if (loTenths < MIN_TENTHS || hiTenths > MAX_TENTHS || loTenths > hiTenths) {
            throw new IllegalArgumentException("a rating band runs from 1.0 to 20.0 with its low end first, got "
                    + text(loTenths) + ".." + text(hiTenths));
        }
    }

    /**
     * The band of a level on the default scale, the same as {@link Level#of}: Easy 1.0..1.5, Moderate
     * 1.6..2.5, Difficult 2.6..4.4, Fiendish 4.5..6.5, Diabolical 6.6..8.9, Extreme 9.0..19.9.
     */
    public static RatingBand of(Level level) {
        return of(level, LevelScale.DEFAULT);
    }

    /** The band of a level on a scale ({@link LevelScale#levelOf} names every rating in it that level). */
    public static RatingBand of(Level level, LevelScale scale) {
        return new RatingBand(scale.lowestTenths(level), scale.highestTenths(level));
    }

    /** Reads {@code 6.0..7.5}, or a single rating {@code 7.1} for a band of one value. */
    public static RatingBand parse(String text) {
        String[] parts = text.trim().split("\\.\\.", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("a rating band looks like 6.0..7.5, got '" + text + "'");
        }
        int lo = tenths(parts[0], text);
        int hi = parts.length == 2 ? tenths(parts[1], text) : lo;
        if (lo < MIN_TENTHS || hi > MAX_TENTHS || lo > hi) {
            throw new IllegalArgumentException(
                    "a rating band runs from 1.0 to 20.0 with its low end first, got '" + text + "'");
        }
        return new RatingBand(lo, hi);
    }

    private static int tenths(String number, String whole) {
        try {
            double value = Double.parseDouble(number.trim());
            if (!(value >= 0) || value > 1000) {
                throw new NumberFormatException();
            }
            return tenths(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a rating band looks like 6.0..7.5, got '" + whole + "'");
        }
    }

    /** A difficulty in whole tenths, rounded as {@link Rating#format} prints it. */
    static int tenths(double difficulty) {
        return (int) ((difficulty + 0.05) * 10);
    }

    /** True when the puzzle was rated (the catalogue finished it) and its ER lies in the band. */
    public boolean contains(Rating rating) {
        int er = tenths(rating.er());
        return rating.solved() && er >= loTenths && er <= hiTenths;
    }

    public double lo() {
        return loTenths / 10.0;
    }

    public double hi() {
        return hiTenths / 10.0;
    }

    @Override
    public String toString() {
        return text(loTenths) + ".." + text(hiTenths);
    }

    private static String text(int tenths) {
        return String.format(Locale.ROOT, "%d.%d", tenths / 10, Math.abs(tenths % 10));
    }
}
