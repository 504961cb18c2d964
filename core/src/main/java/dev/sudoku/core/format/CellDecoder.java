package dev.sudoku.core.format;

import dev.sudoku.core.Symbols;
import java.util.Locale;

/**
 * Turns cells into values and explains the ones that are not.
 *
 * <p>Blanks: {@code .}, {@code _}, {@code *}, a space (where a line uses spaces as cells), {@code 0} unless
 * {@code 0} is a digit (hex), and {@code x}/{@code X} unless it is a digit of the symbols in force (letters
 * from 24x24, the default 1-9 A-Z from 33x33). A digit wins over a blank so that every symbol of every style
 * can be read back.
 */
final class CellDecoder {
    /** Returned for a cell that is neither a digit nor a blank. */
    static final int INVALID = -1;

    private CellDecoder() {}

    /** A cell that could not be read: where and why (without the line number). */
    record Problem(int column, String message) {}

    /** The value of cell {@code i}: 1..N, 0 for a blank, or {@link #INVALID}. */
    static int decode(Tokens cells, int i, Symbols symbols) {
        if (cells.length(i) == 1) {
            return decodeChar(cells.first(i), symbols);
        }
        String token = cells.text(i);
        for (int k = 0; k < token.length(); k++) {
            if (!Tokens.isAsciiDigit(token.charAt(k))) {
                return INVALID;
            }
        }
        int end = token.length();
        int start = 0;
        while (start < end - 1 && token.charAt(start) == '0') {
            start++;
        }
        if (end - start > 2) {
            return INVALID;
        }
        int value = Integer.parseInt(token, start, end, 10);
        return value <= symbols.size() ? value : INVALID;
    }

    static int decodeChar(char c, Symbols symbols) {
        // The usual cells first, answered as the general path below would: '.' is a digit of no style, and
        // 1-9 are the default style's first digits (a batch decodes 81 cells a line).
        if (c == '.') {
            return 0;
        }
        if (c >= '1' && c <= '9' && symbols.style() == Symbols.Style.DEFAULT && c - '0' <= symbols.size()) {
            return c - '0';
        }
        int value = symbols.valueOf(c);
        if (value > 0) {
            return value;
        }
        return switch (c) {
            case '.', '_', '*', ' ', 'x', 'X' -> 0;
            case '0' -> symbols.zeroIsBlank() ? 0 : INVALID;
            default -> INVALID;
        };
    }

    /**
     * Decodes every cell into {@code values} (length at least the cell count) and returns the first problem,
     * or null when all cells are digits or blanks.
     */
    static Problem decodeAll(Tokens cells, Symbols symbols, byte[] values) {
        for (int i = 0; i < cells.count(); i++) {
            int value = decode(cells, i, symbols);
            if (value == INVALID) {
                return problem(cells, i, symbols);
            }
            values[i] = (byte) value;
        }
        return null;
    }

    /** Why cell {@code i} is not a digit or a blank, at the column of the offending character. */
    static Problem problem(Tokens cells, int i, Symbols symbols) {
        String line = cells.line();
        for (int k = cells.from(i); k < cells.to(i); k++) {
            char c = line.charAt(k);
            if (c > 127) {
                return new Problem(k + 1, "non-ASCII character " + codePointName(line, k));
            }
        }
        String grid = " for a " + symbols.size() + "x" + symbols.size() + " grid (digits " + digits(symbols) + ")";
        if (cells.length(i) == 1) {
            char c = cells.first(i);
            String shown =
                    c < ' ' || c == 127 ? "control character " + codePointName(line, cells.from(i)) : "'" + c + "'";
            return new Problem(cells.column(i), shown + " is not a digit or a blank" + grid);
        }
        String token = cells.text(i);
        boolean allDigits = token.chars().allMatch(ch -> ch >= '0' && ch <= '9');
        String why = allDigits ? " is out of range" : " is not a number or a blank";
        return new Problem(cells.column(i), "'" + token + "'" + why + grid);
    }

    /**
     * The problem of a line that is no puzzle at all, said plainly, or {@code bad} as it is. A line is words
     * ({@code short}, {@code garbage line}, a CSV header) when most of its cells are neither digits nor blanks,
     * or, read as one row of a grid ({@code row}), when it holds a digit three times or more: a row holds each
     * digit once, and a row with a typo repeats none that often. Then "not a digit for a 5x5 grid" would name
     * a size only guessed from the line's length; otherwise the line is a row or a puzzle with a typo, and the
     * size it was read at helps.
     */
    static Problem plainly(Tokens cells, Symbols symbols, Problem bad, boolean row) {
        int unreadable = 0;
        int[] seen = new int[symbols.size() + 1];
        boolean repeated = false;
        for (int i = 0; i < cells.count(); i++) {
            int value = decode(cells, i, symbols);
            unreadable += value == INVALID ? 1 : 0;
            if (value > 0) {
                repeated |= ++seen[value] >= 3;
            }
        }
        String line = cells.line();
        int at = bad.column() - 1;
        boolean words = 2 * unreadable > cells.count() || (row && repeated);
        if (!words || at < 0 || at >= line.length() || line.charAt(at) < ' ' || line.charAt(at) > 126) {
            return bad;
        }
        String text = line.strip();
        String shown = text.length() <= SHOWN_CHARACTERS ? text : text.substring(0, SHOWN_CHARACTERS) + "...";
        return new Problem(
                0,
                "'" + shown + "' is not a puzzle: " + text.length() + " characters, and '" + line.charAt(at)
                        + "' is not a cell");
    }

    /** How much of a line that is no puzzle its message quotes. */
    private static final int SHOWN_CHARACTERS = 40;

    /** {@code U+00E9}, or the full code point for a surrogate pair. */
    static String codePointName(String text, int index) {
        int codePoint = text.codePointAt(index);
        // Bytes that are not UTF-8 are read as the replacement character: name the cause, not the stand-in.
        return codePoint == 0xFFFD
                ? "U+FFFD (bytes that are not UTF-8 text)"
                : String.format(Locale.ROOT, "U+%04X", codePoint);
    }

    /** The digits of the symbols in words, such as {@code 1-9 A-G}, {@code 0-F} or {@code 1-25}. */
    static String digits(Symbols symbols) {
        int size = symbols.size();
        return switch (symbols.style()) {
            case NUMBERS -> "1-" + size;
            case LETTERS -> "A-" + symbols.charOf(size);
            case HEX -> "0-" + symbols.charOf(size);
            case DEFAULT -> size <= 9 ? "1-" + size : size == 10 ? "1-9 A" : "1-9 A-" + symbols.charOf(size);
        };
    }
}
