package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;

/**
 * A position on one line: for each cell in reading order a group of N characters, where the character at
 * place d (1-based) is the symbol of digit d when d is a candidate and {@code 0} or {@code .} when it is
 * not. A group holding a single digit is a solved cell (so a cell with one candidate left cannot be told
 * from a placed one, as in every pencil-mark exchange format). 9x9 takes 729 characters:
 *
 * <pre>
 * 1.3......  .2..5..8.  ...   (r1c1 keeps 1 and 3, r1c2 keeps 2, 5 and 8)
 * </pre>
 *
 * <p>Digits are 1-9 then A-Z (case-insensitive), so sides 4 to {@value #MAX_SIZE}; the box shape is the
 * default for the side. Whitespace around the line is ignored.
 *
 * <p><b>Performance:</b> one pass, O(N^3).
 */
public final class CandidateLineFormat {
    /** The largest side with one character a digit. */
    public static final int MAX_SIZE = 35;

    private CandidateLineFormat() {}

    /** Reads a line as line 1; throws {@link FormatException} naming the column of a bad character. */
    public static Position read(String line) {
        return read(line, 1);
    }

    /** Reads a line; errors name {@code lineNumber} and the 1-based column. */
    public static Position read(String line, int lineNumber) {
        int offset = 0;
        while (offset < line.length() && Character.isWhitespace(line.charAt(offset))) {
            offset++;
        }
        String text = line.strip();
        int size = sideOf(text.length());
        if (size < 0) {
            throw new FormatException(
                    lineNumber,
                    0,
                    Entry.Malformed.position(lineNumber, 0) + ": " + text.length()
                            + " characters; a candidate line holds N*N*N (729 for 9x9, 64 for 4x4)");
        }
        Symbols symbols = Symbols.defaultFor(size);
        int cells = size * size;
        int[] values = new int[cells];
        long[] masks = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            long mask = 0;
            for (int place = 0; place < size; place++) {
                int index = cell * size + place;
                char c = text.charAt(index);
                if (c == '0' || c == '.') {
                    continue;
                }
                if (symbols.valueOf(c) != place + 1) {
                    int column = offset + index + 1;
                    throw new FormatException(
                            lineNumber,
                            column,
                            Entry.Malformed.position(lineNumber, column) + ": '" + c + "' at place " + (place + 1)
                                    + " of " + Cells.name(cell, size) + "; expected '"
                                    + symbols.charOf(place + 1) + "', '0' or '.'");
                }
                mask |= 1L << place;
            }
            if (Long.bitCount(mask) == 1) {
                values[cell] = Long.numberOfTrailingZeros(mask) + 1;
            } else {
                masks[cell] = mask;
            }
        }
        return new Position(Grid.of(BoxShape.defaultFor(size), values), masks);
    }

    /** The line for a position of side up to {@value #MAX_SIZE}; blanks are written as {@code .}. */
    public static String write(Position position) {
        int size = position.size();
        if (size > MAX_SIZE) {
            throw new IllegalArgumentException("a candidate line covers sides up to " + MAX_SIZE + ", not " + size);
        }
        Symbols symbols = Symbols.defaultFor(size);
        Grid values = position.values();
        StringBuilder out = new StringBuilder(values.cellCount() * size);
        for (int cell = 0; cell < values.cellCount(); cell++) {
            int value = values.get(cell);
            long mask = value != 0 ? 1L << (value - 1) : position.candidates(cell);
            for (int place = 0; place < size; place++) {
                out.append((mask & (1L << place)) != 0 ? symbols.charOf(place + 1) : '.');
            }
        }
        return out.toString();
    }

    /** The side N when {@code length} is N*N*N for a supported N, else -1. */
    static int sideOf(int length) {
        for (int n = BoxShape.MIN_SIZE; n <= MAX_SIZE; n++) {
            if (n * n * n == length) {
                return n;
            }
        }
        return -1;
    }
}
