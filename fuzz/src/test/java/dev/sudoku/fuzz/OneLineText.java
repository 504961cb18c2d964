package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A grid's cells on one line, written the ways collections write them. */
final class OneLineText {
    private static final String[] SEPARATORS = {" ", "  ", ",", ", ", "\t"};

    private OneLineText() {}

    /** One character a cell. */
    static String cells(Grid grid, Symbols symbols, char blank, boolean lowerCase) {
        StringBuilder out = new StringBuilder(grid.cellCount());
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int value = grid.get(cell);
            out.append(value == 0 ? blank : symbols.charOf(value));
        }
        return lowerCase ? out.toString().toLowerCase(Locale.ROOT) : out.toString();
    }

    /** Decimal numbers, blanks as {@code blank}, between separators drawn from the data. */
    static String numbers(FuzzedDataProvider data, Grid grid, String blank) {
        String separator = data.pickValue(SEPARATORS);
        StringBuilder out = new StringBuilder(grid.cellCount() * 3);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (cell > 0) {
                out.append(separator);
            }
            int value = grid.get(cell);
            out.append(value == 0 ? blank : Integer.toString(value));
        }
        return out.toString();
    }

    /**
     * The blank characters that mean "empty" under these symbols, without the space: {@code 0} only where it
     * is not a digit, {@code x} only where X is not one.
     */
    static char blank(FuzzedDataProvider data, Symbols symbols) {
        List<Character> blanks = new ArrayList<>(List.of('.', '_', '*'));
        if (symbols.zeroIsBlank()) {
            blanks.add('0');
        }
        if (symbols.valueOf('X') < 0) {
            blanks.add('x');
            blanks.add('X');
        }
        return data.pickValue(blanks);
    }
}
