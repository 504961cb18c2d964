package dev.sudoku.cli.text;

/** Nouns that agree with their counts in progress and summary lines: {@code 1 line}, {@code 2 lines}. */
public final class Plural {
    private Plural() {}

    /** {@code noun} for one, {@code noun + "s"} for any other count (none included). */
    public static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** {@code one} for one, {@code many} for any other count: {@code entry}, {@code entries}. */
    public static String of(long n, String one, String many) {
        return n == 1 ? one : many;
    }

    /** {@code 1 step}, {@code 2 steps}. */
    public static String count(long n, String noun) {
        return n + " " + of(n, noun);
    }
}
