package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One cage sum as written: {@code A=12} (the cage's label, then its sum) or a bare {@code 12}, and where it
 * stood so an error can name the line and column.
 *
 * @param label the cage it names; empty for a bare sum
 * @param sum the sum
 * @param line 1-based line
 * @param column 1-based column of its first character
 */
record SumToken(Optional<Character> label, int sum, int line, int column) {
    /** The largest sum read: 32 digits add up to 528, so a longer number is a mistake, not a sum. */
    private static final int MAX_DIGITS_OF_SUM = 4;

    /** The sums of one line (spaces or commas between them); an error names what is not a sum. */
    static List<SumToken> split(String text, int line) {
        List<SumToken> tokens = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c) || c == ',') {
                at++;
                continue;
            }
            int end = at;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ',') {
                end++;
            }
            tokens.add(parse(text.substring(at, end), line, at + 1));
            at = end;
        }
        return tokens;
    }

    private static SumToken parse(String word, int line, int column) {
        boolean labelled = word.length() >= 3 && word.charAt(1) == '=' && Character.isLetterOrDigit(word.charAt(0));
        String number = labelled ? word.substring(2) : word;
        if (number.isEmpty()
                || number.length() > MAX_DIGITS_OF_SUM
                || !number.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new FormatException(
                    line, column, "'" + word + "' is not a cage sum (A=12, or a number for the next cage in order)");
        }
        return new SumToken(
                labelled ? Optional.of(word.charAt(0)) : Optional.empty(), Integer.parseInt(number), line, column);
    }

    /** An error about this sum, at its place. */
    FormatException error(String message) {
        return new FormatException(line, column, message);
    }
}
