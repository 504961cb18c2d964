package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.OptionalLong;

/**
 * Classifies one line and finds its cells. A line with cells is read the first way that gives a count the
 * reader can use (N*N for a puzzle, N for a grid row, or exactly those under a forced shape):
 *
 * <ol>
 *   <li>a line of HoDoKu's library format ({@code :0000:4:<givens>:...}), read by {@link HoDoKuLibraryLine};
 *   <li>{@code puzzle:count:solution}, when the text before the first {@code :} is a whole puzzle;
 *   <li>a first field of N*N characters ended by a comma or semicolon, followed by anything (the rows of a
 *       CSV file without its header, {@code puzzle,solution}), kept as {@code rest};
 *   <li>no whitespace, comma or bar: every character is a cell ({@code 53..7....});
 *   <li>decimal tokens, when a token has two or more digits and none exceeds the token count
 *       ({@code 10 11 . 3});
 *   <li>a first field of N*N characters, N at least 9, followed by whitespace and anything else (a rating,
 *       a time), kept as {@code rest};
 *   <li>spaces as blanks: the whole line, or the line without trailing whitespace, is N*N digits, blanks
 *       and spaces with N at least 9 (never for 16- to 64-character lines, which are just as likely rows);
 *   <li>a first field of N*N characters for a smaller N, followed by whitespace and anything else;
 *   <li>one cell per character between whitespace, commas and bars ({@code 5 3 . | . 7 .}).
 * </ol>
 */
final class LineParser {
    private static final ParsedLine BLANK = new ParsedLine.Blank();
    private static final ParsedLine SEPARATOR = new ParsedLine.Separator();
    private static final int SPACES_AS_BLANKS_MIN = 81;
    private static final String JSON_AMONG_TEXT = "a JSON object, but this input is puzzle text (its first entry is not"
            + " an object), so every line must be a puzzle";

    private final ReadOptions options;
    private final int forced;

    LineParser(ReadOptions options) {
        this.options = options;
        this.forced = options.forcedSize();
    }

    ParsedLine parse(LineSource.RawLine raw) {
        String s = raw.text();
        int start = skipSpace(s, 0, s.length());
        if (raw.tooLong()) {
            // An over-long comment is still only a comment; anything else cannot be a puzzle of 64x64 or less.
            return start < s.length() && s.charAt(start) == '#'
                    ? new ParsedLine.Comment(null, null)
                    : new ParsedLine.Bad(
                            s.length() + 1, "the line is longer than " + s.length() + " characters; skipped");
        }
        int end = s.length();
        while (end > start && Tokens.isWhitespace(s.charAt(end - 1))) {
            end--;
        }
        if (start == end) {
            return BLANK;
        }
        if (s.charAt(start) == '#') {
            return comment(s, start, end);
        }
        if (s.charAt(start) == '{') {
            // An input is JSON Lines only when its first entry is an object (see the JSON Lines reader); an object
            // further down a text input is named as what it is, not counted as the cells between its commas.
            return new ParsedLine.Bad(0, JSON_AMONG_TEXT);
        }
        if (isSeparatorLine(s, start, end)) {
            return SEPARATOR;
        }
        int colon = s.indexOf(':', start);
        if (ReportLine.is(s, start, end, colon)) {
            return new ParsedLine.Bad(0, ReportLine.message(s, start, end));
        }
        ParsedLine library = s.charAt(start) == ':' ? HoDoKuLibraryLine.parse(s, start, end) : null;
        if (library != null) {
            return library;
        }
        if (colon >= 0 && colon < end) {
            ParsedLine answered = withAnswer(s, start, end, colon);
            if (answered != null) {
                return answered;
            }
        }
        return cells(s, start, end);
    }

    /**
     * The line read as single-character cells, for a row of a grid whose size is known: {@code 00|05|00}
     * reads as three numbers when its tokens fit, but inside a grid drawn with two cells between bars it is
     * six cells.
     */
    ParsedLine.Data characters(LineSource.RawLine raw) {
        String s = raw.text();
        int start = skipSpace(s, 0, s.length());
        int end = s.length();
        while (end > start && Tokens.isWhitespace(s.charAt(end - 1))) {
            end--;
        }
        return new ParsedLine.Data(Tokens.split(s, start, end, false), null, null);
    }

    /** True when {@code count} cells make a whole puzzle. */
    boolean isPuzzleCount(int count) {
        if (forced > 0) {
            return count == forced * forced;
        }
        int side = side(count);
        return side * side == count && side >= BoxShape.MIN_SIZE && side <= BoxShape.MAX_SIZE;
    }

    /** True when {@code count} cells make a whole puzzle or a grid row. */
    boolean isUsableCount(int count) {
        if (forced > 0) {
            return count == forced || count == forced * forced;
        }
        return (count >= BoxShape.MIN_SIZE && count <= BoxShape.MAX_SIZE) || isPuzzleCount(count);
    }

    static int side(int count) {
        return (int) Math.round(Math.sqrt(count));
    }

    /** Why {@code count} cells are neither a puzzle nor a row. */
    String countMessage(int count) {
        String cells = count + (count == 1 ? " cell" : " cells");
        if (forced > 0) {
            return cells + ", a " + forced + "x" + forced + " puzzle needs " + forced * forced + " (or " + forced
                    + " for one row of its grid)";
        }
        if (count < BoxShape.MIN_SIZE) {
            return cells + ", too few for a grid row (at least " + BoxShape.MIN_SIZE + ") or a puzzle (at least "
                    + BoxShape.MIN_SIZE * BoxShape.MIN_SIZE + ")";
        }
        int side = Math.max(BoxShape.MIN_SIZE, Math.min(BoxShape.MAX_SIZE, side(count)));
        return cells + ", a " + side + "x" + side + " puzzle needs " + side * side;
    }

    private static ParsedLine comment(String s, int start, int end) {
        if (start + 1 < end && s.charAt(start + 1) >= 'A' && s.charAt(start + 1) <= 'Z') {
            int valueStart = skipSpace(s, start + 2, end);
            return new ParsedLine.Comment(String.valueOf(s.charAt(start + 1)), s.substring(valueStart, end));
        }
        return new ParsedLine.Comment(null, null);
    }

    /** Only {@code - = + | *} and spaces, with at least one dash or equals sign. */
    private static boolean isSeparatorLine(String s, int start, int end) {
        boolean rule = false;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            if (c == '-' || c == '=') {
                rule = true;
            } else if (c != '+' && c != '|' && c != '*' && !Tokens.isWhitespace(c)) {
                return false;
            }
        }
        return rule;
    }

    private ParsedLine withAnswer(String s, int start, int end, int colon) {
        boolean colonInFirstField = colon < fieldEnd(s, start, end);
        Tokens puzzle = oneLine(s, start, trimEnd(s, start, colon));
        if (puzzle.count() == 0) {
            return new ParsedLine.Bad(start + 1, "no puzzle before ':'");
        }
        if (!isPuzzleCount(puzzle.count())) {
            return colonInFirstField ? new ParsedLine.Bad(0, countMessage(puzzle.count())) : null;
        }
        int countStart = skipSpace(s, colon + 1, end);
        int nextColon = s.indexOf(':', countStart);
        int countEnd = nextColon >= 0 && nextColon < end ? nextColon : end;
        String countText = s.substring(countStart, trimEnd(s, countStart, countEnd));
        OptionalLong count = OptionalLong.empty();
        if (!countText.isEmpty()) {
            if (countText.length() > 18 || !countText.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return new ParsedLine.Bad(
                        countStart + 1, "the solution count '" + countText + "' after ':' is not a number");
            }
            count = OptionalLong.of(Long.parseLong(countText));
        }
        int solutionStart = countEnd < end ? skipSpace(s, countEnd + 1, end) : end;
        if (solutionStart >= end) {
            return new ParsedLine.Data(puzzle, null, new ParsedLine.Answer(count, null));
        }
        int field = fieldEnd(s, solutionStart, end);
        Tokens solution;
        String rest = null;
        if (field - solutionStart == puzzle.count() && (field == end || Tokens.isWhitespace(s.charAt(field)))) {
            solution = Tokens.dense(s, solutionStart, field);
            rest = field < end ? s.substring(skipSpace(s, field, end), end) : null;
        } else {
            solution = oneLine(s, solutionStart, end);
        }
        if (solution.count() != puzzle.count()) {
            return new ParsedLine.Bad(
                    solutionStart + 1, "the solution has " + solution.count() + " cells, the puzzle " + puzzle.count());
        }
        return new ParsedLine.Data(puzzle, rest, new ParsedLine.Answer(count, solution));
    }

    /** The cells of a range that holds one whole grid and nothing else. */
    private Tokens oneLine(String s, int start, int end) {
        if (!hasSeparator(s, start, end)) {
            return Tokens.dense(s, start, end);
        }
        boolean numbers =
                !options.forcesSingleCharacters() && (options.forcesNumbers() || Tokens.looksNumeric(s, start, end));
        return Tokens.split(s, start, end, numbers);
    }

    private ParsedLine cells(String s, int start, int end) {
        ParsedLine delimited = options.forcesNumbers() ? null : delimitedFirstField(s, start, end);
        if (delimited != null) {
            return delimited;
        }
        if (!hasSeparator(s, start, end)) {
            Tokens dense = Tokens.dense(s, start, end);
            if (isUsableCount(dense.count())) {
                return new ParsedLine.Data(dense, null, null);
            }
            // Space blanks at the ends of a full-length line were cut off as whitespace: "123" and 78
            // spaces is a 9x9 puzzle with three cells filled, not three cells.
            ParsedLine spaced = options.forcesNumbers() ? null : spacesAsBlanks(s, start, end);
            return spaced != null ? spaced : unusable(s, start, end, dense);
        }
        boolean forcedNumbers = options.forcesNumbers();
        Tokens numbers = null;
        if (forcedNumbers || (!options.forcesSingleCharacters() && Tokens.looksNumeric(s, start, end))) {
            numbers = Tokens.split(s, start, end, true);
            if (isUsableCount(numbers.count()) && (forcedNumbers || numbersFit(numbers))) {
                return new ParsedLine.Data(numbers, null, null);
            }
        }
        int field = fieldEnd(s, start, end);
        boolean wholeFirstField = field < end && Tokens.isWhitespace(s.charAt(field)) && isPuzzleCount(field - start);
        if (wholeFirstField && field - start >= SPACES_AS_BLANKS_MIN) {
            return withRest(s, start, field, end);
        }
        if (!forcedNumbers) {
            ParsedLine spaced = spacesAsBlanks(s, start, end);
            if (spaced != null) {
                return spaced;
            }
        }
        if (wholeFirstField) {
            return withRest(s, start, field, end);
        }
        Tokens cells = forcedNumbers ? numbers : Tokens.split(s, start, end, false);
        return isUsableCount(cells.count()) ? new ParsedLine.Data(cells, null, null) : unusable(s, start, end, cells);
    }

    /**
     * The line read with spaces as blanks, whole or without its trailing whitespace ({@code end}), or null
     * when neither length is a puzzle of 81 cells or more made of digits, blanks and spaces.
     */
    private ParsedLine spacesAsBlanks(String s, int start, int end) {
        for (int length : new int[] {s.length(), end}) {
            if (length >= SPACES_AS_BLANKS_MIN && isPuzzleCount(length) && spacesAreBlanks(s, length, start, end)) {
                return new ParsedLine.Data(Tokens.dense(s, 0, length), null, null);
            }
        }
        return null;
    }

    /**
     * The puzzle in a first field of a whole puzzle's characters ended by a comma or semicolon, the text after
     * it kept as {@code rest}; null for any other line. Cells between commas are one character each, and no
     * other format starts with a field that long, so this takes nothing from them. Read whole, a
     * {@code puzzle,solution} row would be 162 cells, no puzzle at all.
     */
    private ParsedLine delimitedFirstField(String s, int start, int end) {
        int field = start;
        while (field < end && !Tokens.isWhitespace(s.charAt(field)) && !isFieldDelimiter(s.charAt(field))) {
            field++;
        }
        if (field == end
                || !isFieldDelimiter(s.charAt(field))
                || !isPuzzleCount(field - start)
                || hasSeparator(s, start, field)) {
            return null;
        }
        int restStart = skipSpace(s, field + 1, end);
        String rest = restStart < end ? s.substring(restStart, end) : null;
        return new ParsedLine.Data(Tokens.dense(s, start, field), rest, null);
    }

    private static boolean isFieldDelimiter(char c) {
        return c == ',' || c == ';';
    }

    /** The report for cells of a count that fits nothing; a non-ASCII character is the likelier cause. */
    private ParsedLine unusable(String s, int start, int end, Tokens cells) {
        for (int i = start; i < end; i++) {
            if (s.charAt(i) > 127) {
                return new ParsedLine.Bad(i + 1, "non-ASCII character " + CellDecoder.codePointName(s, i));
            }
        }
        return new ParsedLine.Bad(0, countMessage(cells.count()));
    }

    private static ParsedLine withRest(String s, int start, int field, int end) {
        return new ParsedLine.Data(Tokens.dense(s, start, field), s.substring(skipSpace(s, field, end), end), null);
    }

    /** No decimal token is larger than the count, so the count can be the side that bounds the digits. */
    private static boolean numbersFit(Tokens numbers) {
        for (int i = 0; i < numbers.count(); i++) {
            if (numbers.length(i) > 1) {
                String token = numbers.text(i);
                if (token.length() > 4 || Integer.parseInt(token) > numbers.count()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * True when every one of the first {@code length} characters is a digit or a blank of the puzzle that
     * length makes, with at least one space, and the text between the first and last non-space characters
     * ({@code start} to {@code end}) is not the {@code a b c d} pattern of single cells separated by single
     * spaces with as many cells as a row or a puzzle has (a row written with spaces). The pattern is judged
     * without the margins so that indenting such a line does not turn it into a puzzle of another size; a
     * pattern of a count nothing has, such as one digit alone, is a puzzle with that many givens.
     */
    private boolean spacesAreBlanks(String s, int length, int start, int end) {
        Symbols symbols;
        try {
            symbols = options.symbolsFor(forced > 0 ? forced : side(length), false);
        } catch (IllegalArgumentException e) {
            return false;
        }
        boolean space = false;
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (CellDecoder.decodeChar(c, symbols) == CellDecoder.INVALID) {
                return false;
            }
            space |= c == ' ';
        }
        boolean alternating = (end - start) % 2 == 1 && isUsableCount((end - start + 1) / 2);
        for (int i = start; i < end && alternating; i++) {
            alternating = ((i - start) % 2 == 1) == (s.charAt(i) == ' ');
        }
        return space && !alternating;
    }

    private static boolean hasSeparator(String s, int start, int end) {
        for (int i = start; i < end; i++) {
            if (Tokens.isSeparator(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The end of the field starting at {@code start}: the first whitespace, comma or bar, or {@code end}. */
    private static int fieldEnd(String s, int start, int end) {
        int i = start;
        while (i < end && !Tokens.isSeparator(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipSpace(String s, int start, int end) {
        int i = start;
        while (i < end && Tokens.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int trimEnd(String s, int start, int end) {
        int i = end;
        while (i > start && Tokens.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }
}
