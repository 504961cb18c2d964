package dev.sudoku.core;

/**
 * A row, column or box: N cells that must hold each digit once. Houses are numbered 0..3N-1: rows first,
 * then columns, then boxes (boxes counted left to right, top to bottom).
 */
public record House(Kind kind, int number) {
    /** What kind of house. */
    public enum Kind {
        ROW("r"),
        COLUMN("c"),
        BOX("b");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }

        /** The one-letter prefix players use: r, c or b. */
        public String prefix() {
            return prefix;
        }

        /** The word used in messages. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public House {
        if (number < 0) {
            throw new IllegalArgumentException("house number must not be negative: " + number);
        }
    }

    /** The house with a given global index 0..3N-1 in a grid of side {@code size}. */
    public static House ofIndex(int index, int size) {
        return new House(Kind.values()[index / size], index % size);
    }

    /** Short name as players write it: {@code r3}, {@code c7}, {@code b5} (1-based). */
    public String name() {
        return kind.prefix() + (number + 1);
    }

    /** Long name for messages: {@code row 3}. */
    public String description() {
        return kind.word() + " " + (number + 1);
    }
}
