package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.List;
import java.util.Objects;

/**
 * Odd/even marks: for each cell, odd ({@code o}), even ({@code e}) or unmarked ({@code .}).
 *
 * @param marks one of {@code o}, {@code e}, {@code .} per cell, in cell order
 */
public record ParityMap(String marks) {
    public ParityMap {
        Objects.requireNonNull(marks, "marks");
        for (int cell = 0; cell < marks.length(); cell++) {
            char mark = marks.charAt(cell);
            if (mark != 'o' && mark != 'e' && mark != '.') {
                throw new IllegalArgumentException("cell " + cell + " is marked '" + mark + "', not o, e or .");
            }
        }
    }

    /** The digits of {@code all} (a mask, bit d-1 for digit d) a cell may hold by its mark. */
    int allowed(int cell, int all) {
        return switch (marks.charAt(cell)) {
            case 'o' -> all & 0x55555555;
            case 'e' -> all & 0xAAAAAAAA;
            default -> all;
        };
    }

    /** Whether {@code digit} keeps the cell's mark. */
    boolean allows(int cell, int digit) {
        char mark = marks.charAt(cell);
        return mark == '.' || (mark == 'o') == (digit % 2 == 1);
    }

    /** The marks of every cell of {@code solution}: odd or even, as its digit is. */
    public static ParityMap of(int[] solution) {
        StringBuilder marks = new StringBuilder(solution.length);
        for (int digit : solution) {
            marks.append(digit % 2 == 1 ? 'o' : 'e');
        }
        return new ParityMap(marks.toString());
    }

    /**
     * Reads {@code cells} marks from text lines (the first being line {@code firstLine}): {@code o} or
     * {@code O} odd, {@code e} or {@code E} even, {@code .}, {@code 0} or {@code _} unmarked.
     */
    static ParityMap parse(List<String> lines, int firstLine, int cells) {
        StringBuilder marks = new StringBuilder(cells);
        for (Symbol symbol : Symbols.read(lines, firstLine, cells, "the odd/even marks")) {
            char c = Character.toLowerCase(symbol.text());
            if (c == 'o' || c == 'e') {
                marks.append(c);
            } else if (c == '.' || c == '0' || c == '_') {
                marks.append('.');
            } else {
                throw new FormatException(
                        symbol.line(), symbol.column(), "'" + symbol.text() + "' is not an odd/even mark (o, e or .)");
            }
        }
        return new ParityMap(marks.toString());
    }
}
