package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;

/**
 * A position as a pencil-mark grid, the way HoDoKu and SudokuWiki print one:
 *
 * <pre>
 * .------------------.------------------.------------------.
 * | 6     1248  1248 | 1259  125   3    | 1289  1289  7    |
 * :------------------+------------------+------------------:
 * </pre>
 *
 * <p>N rows of N candidate groups. A group is a run of digits (1-9, then A-Z for 10 and up,
 * case-insensitive); a group of one digit is a solved cell. Everything else on a line is a separator:
 * whitespace and the border characters {@code | - + . : ' =}. Lines without a digit (borders, blank
 * lines) are skipped; any other character is an error naming its line and column. The side is the
 * number of groups in the first row (4 to {@value CandidateLineFormat#MAX_SIZE}); the box shape is the
 * one passed in, or the default for the side.
 *
 * <p><b>Performance:</b> one pass over the text, O(N^3).
 */
public final class PencilmarkGridFormat {
    private static final String SEPARATORS = "|-+.:'=";

    private PencilmarkGridFormat() {}

    /** Reads a grid with the default box shape for its side. */
    public static Position read(String text) {
        return read(text, null);
    }

    /** Reads a grid; {@code shape} may be null for the default of the side. */
    public static Position read(String text, BoxShape shape) {
        List<Row> rows = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        int size = -1;
        int lastLine = 0;
        for (int i = 0; i < lines.length; i++) {
            Row row = Row.scan(lines[i], i + 1);
            if (row.groups.isEmpty()) {
                continue;
            }
            lastLine = i + 1;
            if (size < 0) {
                size = row.groups.size();
                if (size < BoxShape.MIN_SIZE || size > CandidateLineFormat.MAX_SIZE) {
                    throw error(i + 1, 0, size + " candidate groups; a row holds 4 to " + CandidateLineFormat.MAX_SIZE);
                }
                if (shape != null && shape.size() != size) {
                    throw error(
                            i + 1, 0, size + " candidate groups, but boxes " + shape + " make rows of " + shape.size());
                }
            } else if (row.groups.size() != size) {
                throw error(
                        i + 1,
                        0,
                        row.groups.size() + " candidate groups, expected " + size + " as in line " + rows.get(0).line);
            }
            if (rows.size() == size) {
                throw error(i + 1, 0, "row " + (size + 1) + "; a " + size + "x" + size + " grid has " + size);
            }
            rows.add(row);
        }
        if (size < 0) {
            throw new FormatException(0, 0, "no pencil-mark rows in the text");
        }
        if (rows.size() < size) {
            throw error(lastLine, 0, rows.size() + " rows; a " + size + "x" + size + " grid needs " + size);
        }
        return build(rows, size, shape != null ? shape : BoxShape.defaultFor(size));
    }

    private static Position build(List<Row> rows, int size, BoxShape shape) {
        Symbols symbols = Symbols.defaultFor(size);
        int[] values = new int[size * size];
        long[] masks = new long[size * size];
        for (int r = 0; r < size; r++) {
            Row row = rows.get(r);
            for (int c = 0; c < size; c++) {
                String group = row.groups.get(c);
                int start = row.columns.get(c);
                long mask = 0;
                for (int k = 0; k < group.length(); k++) {
                    char ch = group.charAt(k);
                    int digit = symbols.valueOf(ch);
                    if (digit < 0) {
                        throw error(
                                row.line,
                                start + k,
                                "'" + ch + "' is not a digit of a " + size + "x" + size + " grid (1-"
                                        + symbols.charOf(size) + ")");
                    }
                    if ((mask & (1L << (digit - 1))) != 0) {
                        throw error(
                                row.line,
                                start + k,
                                "digit " + ch + " twice in the group of " + Cells.name(r * size + c, size));
                    }
                    mask |= 1L << (digit - 1);
                }
                if (group.length() == 1) {
                    values[r * size + c] = Long.numberOfTrailingZeros(mask) + 1;
                } else {
                    masks[r * size + c] = mask;
                }
            }
        }
        return new Position(Grid.of(shape, values), masks);
    }

    /** The groups of one line and the 1-based column where each starts. */
    private record Row(int line, List<String> groups, List<Integer> columns) {
        static Row scan(String text, int line) {
            List<String> groups = new ArrayList<>();
            List<Integer> columns = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (isDigitSymbol(c)) {
                    int start = i;
                    while (i < text.length() && isDigitSymbol(text.charAt(i))) {
                        i++;
                    }
                    groups.add(text.substring(start, i));
                    columns.add(start + 1);
                    continue;
                }
                if (!Character.isWhitespace(c) && SEPARATORS.indexOf(c) < 0) {
                    throw error(line, i + 1, "'" + c + "' is neither a digit nor a separator of a pencil-mark grid");
                }
                i++;
            }
            return new Row(line, groups, columns);
        }

        private static boolean isDigitSymbol(char c) {
            return (c >= '1' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        }
    }

    private static FormatException error(int line, int column, String why) {
        return new FormatException(line, column, Entry.Malformed.position(line, column) + ": " + why);
    }

    /**
     * The grid with box bars and borders; columns are as wide as their longest group, so rows line up.
     * Each line ends with a newline. {@link #read} reads it back, box shape included when passed.
     * A cell without candidates has no group to write, so it is refused.
     */
    public static String write(Position position) {
        int size = position.size();
        if (size > CandidateLineFormat.MAX_SIZE) {
            throw new IllegalArgumentException("a pencil-mark grid covers sides up to " + CandidateLineFormat.MAX_SIZE);
        }
        Symbols symbols = Symbols.defaultFor(size);
        BoxShape shape = position.values().shape();
        String[] texts = new String[size * size];
        int[] widths = new int[size];
        for (int cell = 0; cell < texts.length; cell++) {
            int value = position.values().get(cell);
            long mask = value != 0 ? 1L << (value - 1) : position.candidates(cell);
            StringBuilder group = new StringBuilder();
            for (int d = 1; d <= size; d++) {
                if ((mask & (1L << (d - 1))) != 0) {
                    group.append(symbols.charOf(d));
                }
            }
            if (group.length() == 0) {
                throw new IllegalArgumentException(
                        Cells.name(cell, size) + " has no candidates; a pencil-mark grid cannot show it");
            }
            texts[cell] = group.toString();
            widths[cell % size] = Math.max(widths[cell % size], texts[cell].length());
        }
        StringBuilder out = new StringBuilder();
        StringBuilder row = new StringBuilder();
        for (int r = 0; r < size; r++) {
            row.setLength(0);
            for (int c = 0; c < size; c++) {
                if (c > 0) {
                    row.append(c % shape.boxCols() == 0 ? " | " : " ");
                }
                String text = texts[r * size + c];
                row.append(text).append(" ".repeat(widths[c] - text.length()));
            }
            out.append(row.toString().stripTrailing()).append('\n');
            if ((r + 1) % shape.boxRows() == 0 && r + 1 < size) {
                for (int i = 0; i < row.length(); i++) {
                    out.append(row.charAt(i) == '|' ? '+' : '-');
                }
                out.append('\n');
            }
        }
        return out.toString();
    }
}
