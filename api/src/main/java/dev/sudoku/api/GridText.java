package dev.sudoku.api;

import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.LineFormat;
import java.util.Optional;

/**
 * How grids and digits are written in reports: the symbol style a user forced, or each size's default.
 *
 * @param style the forced style, empty for the default of each size
 */
public record GridText(Optional<Symbols.Style> style) {
    public static final GridText DEFAULT = new GridText(Optional.empty());

    public GridText {
        style = style == null ? Optional.empty() : style;
    }

    public Symbols symbols(int size) {
        return style.map(s -> new Symbols(s, size)).orElseGet(() -> Symbols.defaultFor(size));
    }

    /**
     * Why the givens break the rules, in the words every command uses ({@code digit A appears twice in row 1:
     * r1c1 and r1c2}), the digit written as the reports write digits; {@code otherwise} when no digit repeats.
     * The solvers word it in each size's default symbols, which are not the input's under {@code --symbols}.
     */
    public String clash(Grid puzzle, String otherwise) {
        return Conflicts.find(Geometry.of(puzzle.shape()), puzzle)
                .map(conflict -> conflict.message(symbols(puzzle.size())))
                .orElse(otherwise);
    }

    /** The grid on one line. */
    public String line(Grid grid) {
        return LineFormat.write(grid, symbols(grid.size()));
    }
}
