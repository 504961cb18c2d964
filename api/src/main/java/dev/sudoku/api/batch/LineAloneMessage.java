package dev.sudoku.api.batch;

/**
 * A reader's message about one line of a batch input, which the reader saw alone, as line 1 of an input of
 * one line, put in the words of the whole input: the line's own number, and for a row of a grid written
 * over several lines (which batch runs do not read, since an engine may cut the input between any two
 * lines) the reason it is not read, instead of "the input ends at line 1" on line 12.
 */
final class LineAloneMessage {
    /** How the reader ends a grid that stops before its last row, here always at the line's own end. */
    private static final String CUT_SHORT = "the input ends at line 1";

    static final String ONE_PUZZLE_A_LINE = "batch reads one puzzle a line, not a grid over several lines"
            + " (solve, rate and the other commands read those)";

    private LineAloneMessage() {}

    /** {@code message} of the reader, about line {@code line} of the input. */
    static String of(String message, long line) {
        String renumbered = message.startsWith("line 1:") || message.startsWith("line 1,")
                ? "line " + line + message.substring("line 1".length())
                : message;
        return renumbered.endsWith(CUT_SHORT)
                ? renumbered.substring(0, renumbered.length() - CUT_SHORT.length()) + ONE_PUZZLE_A_LINE
                : renumbered;
    }
}
