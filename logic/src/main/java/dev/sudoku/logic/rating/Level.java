package dev.sudoku.logic.rating;

/**
 * A name for a range of SE ratings (ER). The bands are closed on the printed value, one decimal, so a
 * puzzle printed "4.4" is {@link #DIFFICULT} whatever the last bits of its double: Easy up to 1.5,
 * Moderate up to 2.5, Difficult up to 4.4, Fiendish up to 6.5, Diabolical up to 8.9, Extreme from 9.0.
 *
 * <p>An ER of 20.0, SE's value for a puzzle its techniques cannot finish ("not rated"), is also
 * {@link #EXTREME}: nothing the catalogue knows solves it.
 */
public enum Level {
    EASY("Easy", 15),
    MODERATE("Moderate", 25),
    DIFFICULT("Difficult", 44),
    FIENDISH("Fiendish", 65),
    DIABOLICAL("Diabolical", 89),
    EXTREME("Extreme", Integer.MAX_VALUE);

    private final String displayName;
    private final int maxTenths;

    Level(String displayName, int maxTenths) {
        this.displayName = displayName;
        this.maxTenths = maxTenths;
    }

    /** The band of an ER, read as SE prints it ({@link Rating#tenths}). */
    public static Level of(double er) {
        int tenths = Rating.tenths(er);
        for (Level level : values()) {
            if (tenths <= level.maxTenths) {
                return level;
            }
        }
        return EXTREME;
    }

    /** The name shown to players ("Fiendish"). */
    public String displayName() {
        return displayName;
    }
}
