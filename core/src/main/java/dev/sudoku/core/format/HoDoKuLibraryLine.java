package dev.sudoku.core.format;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line of HoDoKu's library format, as its regression library and players' collections of technique
 * examples have it: {@code :<technique>:<candidates>:<givens>:<deleted candidates>:<eliminations>:
 * <placements>:<extra>}, for example {@code :0000:4:54713+6+8+9+29...:::471:}. Its {@code <givens>} field is a
 * 9x9 puzzle line in which {@code +5} marks a cell placed while solving, not a given.
 *
 * <p>Only the puzzle is read: its givens, the placed cells left blank, so solving or rating it starts from
 * the puzzle as set. The deleted candidates are not kept, since a puzzle entry holds no candidates (a
 * position with candidates is what {@code hint --position} reads); nor are the technique and its expected
 * eliminations, which describe a test of a solver rather than the puzzle.
 */
final class HoDoKuLibraryLine {
    /** The technique code (four or five digits, a variant after a dash) and the candidates field. */
    private static final Pattern START = Pattern.compile(":[0-9]{4,5}(-[0-9A-Za-z]+)?:[^:]*:");

    private static final int CELLS = 81;

    private HoDoKuLibraryLine() {}

    /** The line's puzzle, or null when the text from {@code start} is not a library line. */
    static ParsedLine parse(String s, int start, int end) {
        Matcher head = START.matcher(s).region(start, end);
        if (!head.lookingAt()) {
            return null;
        }
        int givens = head.end();
        int colon = s.indexOf(':', givens);
        int givensEnd = colon >= 0 && colon < end ? colon : end;
        // The digit after a '+' becomes a blank, at its own column, so a message names the column in the file.
        StringBuilder puzzle = new StringBuilder(s);
        for (int i = givens; i + 1 < givensEnd; i++) {
            if (s.charAt(i) == '+') {
                puzzle.setCharAt(i + 1, '.');
            }
        }
        Tokens cells = Tokens.denseExcept(puzzle.toString(), givens, givensEnd, '+');
        if (cells.count() != CELLS) {
            return new ParsedLine.Bad(
                    givens + 1,
                    "a line of HoDoKu's library format whose givens field has " + cells.count() + " cells, not "
                            + CELLS);
        }
        return new ParsedLine.Data(cells, null, null);
    }
}
