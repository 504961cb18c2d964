package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Puzzles drawn from a seed, and the ways people write a grid's rows. */
final class SpacedRowsFixtures {
    private SpacedRowsFixtures() {}

    /**
     * A puzzle of {@code shape} from a shuffled pattern grid with about half its cells blank: every row keeps a
     * given (a row of spaces alone is a blank line) and every row has a blank.
     */
    static Grid puzzle(BoxShape shape, Random random) {
        int n = shape.size();
        int[] digits = new int[n];
        for (int i = 0; i < n; i++) {
            digits[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int k = random.nextInt(i + 1);
            int t = digits[i];
            digits[i] = digits[k];
            digits[k] = t;
        }
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            int kept = random.nextInt(n);
            int blank = (kept + 1 + random.nextInt(n - 1)) % n;
            for (int c = 0; c < n; c++) {
                int pattern = (r % shape.boxRows() * shape.boxCols() + r / shape.boxRows() + c) % n;
                boolean given = c == kept || (c != blank && random.nextBoolean());
                values[r * n + c] = given ? digits[pattern] : 0;
            }
        }
        return Grid.of(shape, values);
    }

    /** The puzzle as one line in {@code symbols}, {@code .} for blanks. */
    static String oneLine(Grid puzzle, Symbols symbols) {
        StringBuilder out = new StringBuilder();
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            out.append(puzzle.isEmpty(cell) ? '.' : symbols.charOf(puzzle.get(cell)));
        }
        return out.toString();
    }

    /** The puzzle as N rows with spaces as blanks, each row's trailing spaces kept or stripped. */
    static List<String> spacedRows(Grid puzzle, Symbols symbols, boolean trailingSpaces) {
        String line = oneLine(puzzle, symbols).replace('.', ' ');
        int n = puzzle.size();
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            String row = line.substring(r * n, r * n + n);
            rows.add(trailingSpaces ? row : row.stripTrailing());
        }
        return rows;
    }

    /** The puzzle as N rows of cells separated by single spaces ({@code 5 3 . . 7}). */
    static List<String> separatedRows(Grid puzzle, Symbols symbols) {
        String line = oneLine(puzzle, symbols);
        int n = puzzle.size();
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            rows.add(String.join(" ", line.substring(r * n, r * n + n).split("")));
        }
        return rows;
    }
}
