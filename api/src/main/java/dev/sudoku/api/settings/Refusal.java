package dev.sudoku.api.settings;

/**
 * A setting's value outside what it accepts, in the one wording of a refused choice: {@code must be
 * <accepted>, not '<given>'}. The command line puts its option before it ({@code --levels must be ...}),
 * the server its field ({@code 'levels' must be ...}), so a mistake reads the same in both. The libraries
 * refuse such values in their own words; the readers of this package catch those and describe what the
 * setting accepts instead.
 */
public final class Refusal extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String accepted;
    private final String given;

    /** A text refused: quoted, {@code not 'x'}. */
    public Refusal(String accepted, String given) {
        this(accepted, given, "'" + given + "'");
    }

    /** A number refused: as it is, {@code not 6}, as the ranges of numbers are worded. */
    public Refusal(String accepted, long given) {
        this(accepted, String.valueOf(given), String.valueOf(given));
    }

    private Refusal(String accepted, String given, String written) {
        super("must be " + accepted + ", not " + written);
        this.accepted = accepted;
        this.given = given;
    }

    /** What the setting accepts, described or listed: {@code 4, 9, 16 or 25 with --variant windoku}. */
    public String accepted() {
        return accepted;
    }

    /** The value, or the part of it, that was refused. */
    public String given() {
        return given;
    }

    /** {@code <setting> must be <accepted>, not '<given>'} (a number unquoted). */
    public String of(String setting) {
        return setting + " " + getMessage();
    }
}
