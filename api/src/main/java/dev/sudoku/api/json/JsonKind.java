package dev.sudoku.api.json;

/** The JSON type a {@link Field} holds when it is not null. */
public enum JsonKind {
    STRING("string"),
    INTEGER("integer"),
    /** A rating with one decimal, written as a number ({@code 6.7}, never {@code 6.699999}). */
    RATING("number"),
    BOOLEAN("boolean"),
    /** An array of {@link StepJson} objects. */
    STEPS("array of steps"),
    /** One {@link StepJson} object. */
    STEP("step"),
    /** An object from technique id to a count. */
    COUNTS("object"),
    /** An array of {@link GuessJson} objects. */
    GUESSES("array of guesses"),
    /** An array of strings. */
    STRINGS("array of strings"),
    /** An array of {@link ConflictJson} objects. */
    CONFLICTS("array of conflicts"),
    /** An array of numbers from 0 to 1 with two decimals. */
    SHARES("array of numbers"),
    /** An array of {@link RepairJson} objects. */
    REPAIRS("array of repairs");

    private final String documented;

    JsonKind(String documented) {
        this.documented = documented;
    }

    /** The type as the README's schema table names it. */
    public String documented() {
        return documented;
    }
}
