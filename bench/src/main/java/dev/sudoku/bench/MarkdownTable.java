package dev.sudoku.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A Markdown table that lines its columns up: each column is as wide as its widest cell, text columns
 * aligned left and figures right. The bench tables only say what goes in each cell; numbers are written
 * with {@link Locale#ROOT}, so a point is the decimal separator whatever the machine's locale.
 */
final class MarkdownTable {
    private final List<String> headers = new ArrayList<>();
    private final List<Boolean> alignedRight = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();

    /** Adds a text column, aligned left. */
    MarkdownTable text(String header) {
        headers.add(header);
        alignedRight.add(false);
        return this;
    }

    /** Adds a figures column, aligned right. */
    MarkdownTable figure(String header) {
        headers.add(header);
        alignedRight.add(true);
        return this;
    }

    /** Adds a row: one cell per column, in column order. */
    void row(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
        }
        List<String> row = new ArrayList<>();
        for (Object cell : cells) {
            row.add(String.valueOf(cell));
        }
        rows.add(row);
    }

    /** A figure written with the pattern, e.g. {@code "%.2f"}, in {@link Locale#ROOT}. */
    static String figure(String pattern, Object... values) {
        return String.format(Locale.ROOT, pattern, values);
    }

    /** The header, the alignment line and the rows, each ending with a line separator. */
    String format() {
        int[] widths = new int[headers.size()];
        for (int column = 0; column < widths.length; column++) {
            widths[column] = headers.get(column).length();
            for (List<String> row : rows) {
                widths[column] = Math.max(widths[column], row.get(column).length());
            }
        }
        StringBuilder out = new StringBuilder();
        line(out, headers, widths);
        for (int column = 0; column < widths.length; column++) {
            out.append('|')
                    .append("-".repeat(widths[column] + (alignedRight.get(column) ? 1 : 2)))
                    .append(alignedRight.get(column) ? ":" : "");
        }
        out.append('|').append(System.lineSeparator());
        for (List<String> row : rows) {
            line(out, row, widths);
        }
        return out.toString();
    }

    private void line(StringBuilder out, List<String> cells, int[] widths) {
        for (int column = 0; column < widths.length; column++) {
            String cell = cells.get(column);
            String padding = " ".repeat(widths[column] - cell.length());
            out.append("| ")
                    .append(alignedRight.get(column) ? padding + cell : cell + padding)
                    .append(' ');
        }
        out.append('|').append(System.lineSeparator());
    }
}
