package dev.sudoku.logic.rating;

/**
 * A name for a range of SE ratings (ER). Where each range ends is a {@link LevelScale}; by default ({@link
 * LevelScale#DEFAULT}) Easy up to 1.5, Moderate up to 2.5, Difficult up to 4.4, Fiendish up to 6.5,
 * Diabolical up to 8.9, Extreme from 9.0. The bands are closed on the printed value, one decimal, so a
 * puzzle printed "4.4" is {@link #DIFFICULT} whatever the last bits of its double.
 *
 * <p>An ER of 20.0, SE's value for a puzzle its techniques cannot finish ("not rated"), is also
 * {@link #EXTREME}: nothing the catalogue knows solves it.
 */
public enum Level {
    EASY("Easy"),
    MODERATE("Moderate"),
    DIFFICULT("Difficult"),
    FIENDISH("Fiendish"),
    DIABOLICAL("Diabolical"),
    EXTREME("Extreme");

    private final String displayName;

    Level(String displayName) {
        this.displayName = displayName;
    }

    /** The level of an ER on the default scale, read as SE prints it ({@link Rating#tenths}). */
    public static Level of(double er) {
        return LevelScale.DEFAULT.levelOf(er);
    }

    /** The name shown to players ("Fiendish"). */
    public String displayName() {
        return displayName;
    }
}
