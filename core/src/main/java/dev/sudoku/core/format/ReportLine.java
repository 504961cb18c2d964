package dev.sudoku.core.format;

import java.util.Set;

/**
 * A line of the program's own text reports ({@code INVALID: photo.jpg: not an image}, {@code MULTIPLE: ...}):
 * output of one command piped into another is refused as what it is, not counted as cells of a puzzle
 * ({@code INVALID: line 2: 7 cells, a 4x4 puzzle needs 16} said nothing of the cause).
 */
final class ReportLine {
    /**
     * The status words of the reports (the API's {@code ResultStatus}; core cannot see it, and the API's
     * {@code StatusWordLineTest} keeps the two lists equal). No puzzle line starts with one of them and a colon: a
     * puzzle before {@code :} has at least 16 cells.
     */
    static final Set<String> STATUS_WORDS = Set.of(
            "SOLVED",
            "RATED",
            "HINT",
            "GENERATED",
            "VALID",
            "STORED",
            "DUPLICATE",
            "FOUND",
            "COUNTED",
            "MISSING",
            "STUCK",
            "MULTIPLE",
            "NONE",
            "INVALID",
            "TIMEOUT",
            "UNRESOLVED");

    /** The most of the line the message quotes. */
    private static final int QUOTED = 60;

    private ReportLine() {}

    /**
     * True if the text from {@code start} to {@code end} is {@code WORD:} and more, WORD a status word; {@code
     * colon} is the line's first colon from {@code start} (the caller looks for it anyway), -1 for none.
     */
    static boolean is(String s, int start, int end, int colon) {
        return colon > start && colon < end && STATUS_WORDS.contains(s.substring(start, colon));
    }

    /** Why the line is refused, quoting its start. */
    static String message(String s, int start, int end) {
        String line = s.substring(start, end);
        String quoted = line.length() <= QUOTED ? line : line.substring(0, QUOTED) + "...";
        return "a report line (" + quoted + "), not a puzzle";
    }
}
