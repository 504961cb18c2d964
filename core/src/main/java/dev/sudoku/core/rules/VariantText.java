package dev.sudoku.core.rules;

/** Writes the cells of a variant puzzle or solution as text. */
public final class VariantText {
    private VariantText() {}

    /** One character per cell in cell order: digits 1-9, then A=10, B=11, ...; {@code .} for empty. */
    public static String line(int[] values) {
        StringBuilder line = new StringBuilder(values.length);
        for (int value : values) {
            line.append(symbol(value));
        }
        return line.toString();
    }

    /**
     * The cells of {@code line} (one character per cell of {@code rules}) drawn on the rule set's canvas:
     * one string per canvas row, one character per column, a space where no cell is.
     */
    public static java.util.List<String> picture(RuleSet rules, String line) {
        char[][] rows = new char[rules.canvasRows()][rules.canvasCols()];
        for (char[] row : rows) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int cell = 0; cell < rules.cellCount(); cell++) {
            rows[rules.row(cell)][rules.col(cell)] = line.charAt(cell);
        }
        java.util.List<String> picture = new java.util.ArrayList<>();
        for (char[] row : rows) {
            picture.add(new String(row));
        }
        return picture;
    }

    /** The character of one value: {@code .} for 0, digits 1-9, then A=10, B=11, ... */
    public static char symbol(int value) {
        if (value == 0) {
            return '.';
        }
        return value <= 9 ? (char) ('0' + value) : (char) ('A' + value - 10);
    }

    /** The value a character stands for: digits, then A=10..; blanks {@code . 0 _} are 0; else -1. */
    static int value(char c) {
        if (c == '.' || c == '0' || c == '_') {
            return 0;
        }
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        char upper = Character.toUpperCase(c);
        if (upper >= 'A' && upper <= 'Z') {
            return upper - 'A' + 10;
        }
        return -1;
    }
}
