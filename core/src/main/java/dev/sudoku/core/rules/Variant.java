package dev.sudoku.core.rules;

import java.util.Locale;

/**
 * A rule a puzzle adds to or changes in classic Sudoku. The names are those of the {@code --variant}
 * option and of the JSON field {@code variant}.
 */
public enum Variant {
    /** The boxes are replaced by irregular regions of N cells given by a region map. */
    JIGSAW,
    /** The two main diagonals are houses too. */
    X,
    /** Four more 3x3 houses, the windows, sit between the boxes of a 9x9 grid. */
    WINDOKU,
    /** Five 9x9 grids, the centre one sharing each of its corner boxes with one of the other four. */
    SAMURAI,
    /** Cells marked odd or even hold a digit of that parity. */
    ODDEVEN,
    /** Cages of cells, each with a sum: its digits add up to the sum and none repeats. */
    KILLER,
    /**
     * Bars between side-neighbours: the two digits of a barred pair differ by 1, and (the strict form) the
     * digits of every unbarred pair differ by more than 1.
     */
    CONSECUTIVE,
    /**
     * Bars between some side-neighbours whose digits differ by 1: a barred pair differs by 1, an unbarred
     * pair may or may not (the partial form: not every consecutive pair carries a bar).
     */
    PARTIAL_CONSECUTIVE;

    /** Whether {@code variants} draw consecutive bars, in either form. */
    public static boolean hasBars(java.util.Set<Variant> variants) {
        return variants.contains(CONSECUTIVE) || variants.contains(PARTIAL_CONSECUTIVE);
    }

    /** The lower-case name used on the command line and in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The variants of {@code variants} in this enum's order, as labels joined by commas. */
    public static String label(java.util.Set<Variant> variants) {
        StringBuilder label = new StringBuilder();
        for (Variant variant : values()) {
            if (variants.contains(variant)) {
                label.append(label.length() == 0 ? "" : ",").append(variant.label());
            }
        }
        return label.toString();
    }

    /** The variant named {@code text} (any case), or an error listing the names known. */
    public static Variant parse(String text) {
        for (Variant variant : values()) {
            if (variant.label().equalsIgnoreCase(text.trim())) {
                return variant;
            }
        }
        throw new IllegalArgumentException("unknown variant '" + text
                + "': use jigsaw, x, windoku, samurai, oddeven, killer, consecutive or" + " partial-consecutive");
    }
}
