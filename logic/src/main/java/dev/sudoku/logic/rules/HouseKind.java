package dev.sudoku.logic.rules;

import java.util.Locale;

/**
 * What a house of a rule set is, read from its name ("row 1", "TL column 3", "region B", "main
 * diagonal", "window 2"). The kind decides a hidden single's and a locked candidate's rating (SE rates a
 * single in a box below one in a line) and which houses a fish may use (rows and columns only).
 */
public enum HouseKind {
    ROW,
    COLUMN,
    BOX,
    REGION,
    DIAGONAL,
    WINDOW;

    /** Rows and columns: the lines SE rates higher for hidden singles and lower as locked sources. */
    public boolean isLine() {
        return this == ROW || this == COLUMN;
    }

    /** The kind of the house named {@code name}; a name the rule sets do not give reads as a region. */
    public static HouseKind of(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.contains("diagonal")) {
            return DIAGONAL;
        }
        if (lower.contains("row ")) {
            return ROW;
        }
        if (lower.contains("column ")) {
            return COLUMN;
        }
        if (lower.contains("box ")) {
            return BOX;
        }
        if (lower.contains("window ")) {
            return WINDOW;
        }
        return REGION;
    }

    /**
     * The grid a row or column belongs to: the name's words before its kind ("TL" for a samurai's
     * top-left grid, "" for a single grid). A fish keeps its rows and columns inside one grid, where each
     * cell lies in exactly one row and one column.
     */
    public static String gridOf(String name) {
        int at = name.lastIndexOf(' ', name.lastIndexOf(' ') - 1);
        return at < 0 ? "" : name.substring(0, at);
    }
}
