package dev.sudoku.logic.rating;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where each {@link Level} ends on the ER scale: the highest ER, in tenths as SE prints it, of Easy,
 * Moderate, Difficult, Fiendish and Diabolical; Extreme takes everything above Diabolical, and Easy
 * everything from 0.0. A publisher whose "Fiendish" is harder than ours moves its bound, and every
 * command naming levels (rating, generating, printing) then agrees on the new bands.
 *
 * @param highestTenths the five bounds in level order, each 1.0 to 19.8 (10 to 198), strictly rising
 */
public record LevelScale(List<Integer> highestTenths) {
    private static final int BOUNDED = Level.values().length - 1;
    /** The lowest bound a level may end at, in tenths (1.0). */
    public static final int LOWEST_BOUND = 10;
    /**
     * The highest bound a level may end at, in tenths (19.8): Extreme keeps at least 19.9, the highest ER
     * short of SE's 20.0 for a puzzle it cannot finish.
     */
    public static final int HIGHEST_BOUND = 198;

    /** Easy ≤ 1.5, Moderate ≤ 2.5, Difficult ≤ 4.4, Fiendish ≤ 6.5, Diabolical ≤ 8.9, Extreme ≥ 9.0. */
    public static final LevelScale DEFAULT = new LevelScale(List.of(15, 25, 44, 65, 89));

    public LevelScale {
        if (highestTenths.size() != BOUNDED) {
            throw new IllegalArgumentException(
                    "a level scale has " + BOUNDED + " bounds, Easy to Diabolical, got " + highestTenths.size());
        }
        highestTenths = List.copyOf(highestTenths);
        for (int i = 0; i < BOUNDED; i++) {
            int bound = highestTenths.get(i);
            if (bound < LOWEST_BOUND || bound > HIGHEST_BOUND) {
                throw new IllegalArgumentException(
                        name(Level.values()[i]) + " must end between 1.0 and 19.8, got " + Rating.format(bound / 10.0));
            }
            if (i > 0 && bound <= highestTenths.get(i - 1)) {
                throw new IllegalArgumentException("levels must rise: " + name(Level.values()[i]) + " "
                        + Rating.format(bound / 10.0) + " is not above " + name(Level.values()[i - 1]) + " "
                        + Rating.format(highestTenths.get(i - 1) / 10.0));
            }
        }
    }

    /**
     * This scale with some bounds moved, written {@code fiendish=6.0,diabolical=8.5}: a level's name (any
     * case) and the highest ER it takes, one decimal. Extreme has no bound: it starts a tenth above
     * Diabolical.
     *
     * @throws IllegalArgumentException naming the part that is not a known level, not a rating, or that
     *     leaves the levels out of order
     */
    public LevelScale with(String spec) {
        List<Integer> bounds = new ArrayList<>(highestTenths);
        for (String part : spec.split(",", -1)) {
            String[] pair = part.split("=", -1);
            if (pair.length != 2) {
                throw new IllegalArgumentException("a level bound looks like fiendish=6.5, got '" + part.trim() + "'");
            }
            Level level = level(pair[0].trim());
            bounds.set(level.ordinal(), tenths(pair[1].trim(), part.trim()));
        }
        return new LevelScale(bounds);
    }

    /**
     * The level of an ER, read as SE prints it ({@link Rating#format}): 6.699999999999999 is 6.7. ERs below
     * Easy's top (0.0, the rating of a full grid, included) are Easy.
     *
     * @throws IllegalArgumentException for NaN, which would otherwise compare as Easy
     */
    public Level levelOf(double er) {
        if (Double.isNaN(er)) {
            throw new IllegalArgumentException("an ER must be a number, not NaN");
        }
        int tenths = Rating.tenths(er);
        for (int i = 0; i < BOUNDED; i++) {
            if (tenths <= highestTenths.get(i)) {
                return Level.values()[i];
            }
        }
        return Level.EXTREME;
    }

    /** The lowest ER of a level in tenths: 10 (1.0, the easiest step) for Easy. */
    public int lowestTenths(Level level) {
        return level.ordinal() == 0 ? LOWEST_BOUND : highestTenths.get(level.ordinal() - 1) + 1;
    }

    /** The highest ER of a level in tenths: 199 (19.9) for Extreme. */
    public int highestTenths(Level level) {
        return level == Level.EXTREME ? HIGHEST_BOUND + 1 : highestTenths.get(level.ordinal());
    }

    /** The scale as {@link #with} reads it: {@code easy=1.5,moderate=2.5,...,diabolical=8.9}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < BOUNDED; i++) {
            parts.add(name(Level.values()[i]) + "=" + Rating.format(highestTenths.get(i) / 10.0));
        }
        return String.join(",", parts);
    }

    private static Level level(String name) {
        for (Level level : Level.values()) {
            if (level.name().equalsIgnoreCase(name)) {
                if (level == Level.EXTREME) {
                    throw new IllegalArgumentException(
                            "extreme has no bound of its own: it starts a tenth above diabolical");
                }
                return level;
            }
        }
        throw new IllegalArgumentException(
                "unknown level '" + name + "': expected easy, moderate, difficult, fiendish or diabolical");
    }

    private static int tenths(String number, String part) {
        if (!number.matches("\\d{1,2}(\\.\\d)?")) {
            throw new IllegalArgumentException(
                    "a level bound is a rating with at most one decimal, like 6.5, got '" + part + "'");
        }
        return Rating.tenths(Double.parseDouble(number));
    }

    private static String name(Level level) {
        return level.name().toLowerCase(Locale.ROOT);
    }
}
