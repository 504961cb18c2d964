package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;

/**
 * Reads a position with the player's own candidates in either of the forms players exchange: a candidate
 * line ({@link CandidateLineFormat}, 729 characters for 9x9) or a pencil-mark grid ({@link
 * PencilmarkGridFormat}, as HoDoKu and SudokuWiki print it).
 *
 * <p>The text is a candidate line when it is one non-blank line without inner whitespace, of length N*N*N
 * or holding a digit (then refused for its length); anything else is read as a pencil-mark grid. Errors are {@link FormatException}s naming line and
 * column.
 */
public final class PositionReader {
    private PositionReader() {}

    /** The position in {@code text}, box shape the default for its side. */
    public static Position parse(String text) {
        return parse(text, null);
    }

    /** The position in {@code text}; {@code shape} may be null for the default of the side. */
    public static Position parse(String text, BoxShape shape) {
        String[] lines = text.split("\r?\n|\r", -1);
        int found = -1;
        int count = 0;
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                found = i;
                count++;
            }
        }
        if (count == 1) {
            String line = lines[found].strip();
            // One word is no pencil-mark grid (N rows of N groups): if it holds digits, it is a candidate
            // line, whose reader says what length it needs; only border characters are left to the grid's.
            boolean oneWord = line.chars().noneMatch(Character::isWhitespace);
            if (oneWord
                    && (CandidateLineFormat.sideOf(line.length()) > 0
                            || line.chars().anyMatch(Character::isLetterOrDigit))) {
                Position position = CandidateLineFormat.read(lines[found], found + 1);
                if (shape != null && !shape.equals(position.values().shape())) {
                    if (shape.size() != position.size()) {
                        throw new FormatException(
                                found + 1,
                                0,
                                "line " + (found + 1) + ": a " + position.size() + "x" + position.size()
                                        + " position does not fit boxes " + shape);
                    }
                    return new Position(Grid.of(shape, position.values().toArray()), position.candidates());
                }
                return position;
            }
        }
        return PencilmarkGridFormat.read(text, shape);
    }
}
