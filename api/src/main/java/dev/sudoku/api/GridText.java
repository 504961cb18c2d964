package dev.sudoku.api;

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

    /** The grid on one line. */
    public String line(Grid grid) {
        return LineFormat.write(grid, symbols(grid.size()));
    }
}
