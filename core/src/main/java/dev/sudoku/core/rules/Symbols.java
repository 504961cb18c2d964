package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;

/** Reads the cells of a grid from text lines, skipping the layout characters people draw grids with. */
final class Symbols {
    private Symbols() {}

    /** Spaces and box-drawing characters are layout, never cells. */
    static boolean layout(char c) {
        return Character.isWhitespace(c) || c == '|' || c == '+' || c == '-' || c == '=';
    }

    /** How many cells a line holds: its characters that are not layout. */
    static int count(String line) {
        int count = 0;
        for (int i = 0; i < line.length(); i++) {
            count += layout(line.charAt(i)) ? 0 : 1;
        }
        return count;
    }

    /**
     * The non-layout characters of {@code lines} (the first being line {@code firstLine}), which must be
     * exactly {@code expected} of them.
     */
    static List<Symbol> read(List<String> lines, int firstLine, int expected, String what) {
        List<Symbol> symbols = new ArrayList<>(expected);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            for (int col = 0; col < line.length(); col++) {
                char c = line.charAt(col);
                if (layout(c)) {
                    continue;
                }
                if (symbols.size() == expected) {
                    throw new FormatException(
                            firstLine + i,
                            col + 1,
                            what + " has more than " + expected + " cells: '" + c + "' is one too many");
                }
                symbols.add(new Symbol(c, firstLine + i, col + 1));
            }
        }
        if (symbols.size() < expected) {
            int last = firstLine + lines.size() - 1;
            throw new FormatException(last, 0, what + " has " + symbols.size() + " cells, not " + expected);
        }
        return symbols;
    }
}
