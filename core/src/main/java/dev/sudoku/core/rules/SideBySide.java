package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle's parts drawn beside one another, as the grid format writes them: each line holds one row of
 * every part (the givens, then a jigsaw's region map, odd/even marks, cage map, bars), the parts apart by
 * three or more spaces, so that {@code generate --variant jigsaw --format grid} reads back.
 *
 * <p>Each part is kept as its rows with every other part's characters blanked out, so an error in it names
 * the column the character has in the input.
 */
final class SideBySide {
    /** Spaces between two parts; cells within a part are at most two apart (a box gap). */
    private static final int GAP = 3;

    private SideBySide() {}

    /**
     * The side N of the parts {@code line} starts, or -1 when it is not a row of {@code parts} parts of N
     * cells each (N of 4 to 15, the sizes written as rows).
     */
    static int side(String line, int parts) {
        List<int[]> spans = spans(line);
        if (parts < 2 || spans.size() != parts) {
            return -1;
        }
        int side = Symbols.count(line.substring(spans.get(0)[0], spans.get(0)[1]));
        for (int[] span : spans) {
            if (Symbols.count(line.substring(span[0], span[1])) != side) {
                return -1;
            }
        }
        return side >= Block.MIN_SIDE && side <= 15 ? side : -1;
    }

    /** Takes the {@code side} rows at the cursor, whose first row {@link #side} accepted: one block a part. */
    static List<Block> take(VariantReader.Lines lines, int parts, int side) {
        int first = lines.number();
        List<List<String>> rows = new ArrayList<>();
        for (int part = 0; part < parts; part++) {
            rows.add(new ArrayList<>());
        }
        for (int row = 0; row < side; row++) {
            if (!lines.hasNext() || lines.peek().isBlank()) {
                throw new FormatException(
                        lines.number() - 1,
                        0,
                        "the grid and its parts beside it stop after " + row + " of their " + side + " rows");
            }
            int number = lines.number();
            String line = lines.take();
            List<int[]> spans = spans(line);
            if (spans.size() != parts) {
                throw new FormatException(
                        number, 0, "row " + (row + 1) + " has " + spans.size() + " parts side by side, not " + parts);
            }
            for (int part = 0; part < parts; part++) {
                rows.get(part).add(only(line, spans.get(part)));
            }
        }
        List<Block> blocks = new ArrayList<>();
        for (List<String> part : rows) {
            blocks.add(new Block(part, first, side));
        }
        return blocks;
    }

    /** The [start, end) spans of {@code line}'s parts: text between runs of {@link #GAP} or more spaces. */
    private static List<int[]> spans(String line) {
        List<int[]> spans = new ArrayList<>();
        int at = 0;
        while (at < line.length()) {
            while (at < line.length() && Character.isWhitespace(line.charAt(at))) {
                at++;
            }
            if (at == line.length()) {
                break;
            }
            int start = at;
            int end = at;
            while (at < line.length()) {
                int blank = at;
                while (blank < line.length() && Character.isWhitespace(line.charAt(blank))) {
                    blank++;
                }
                if (blank > at && (blank - at >= GAP || blank == line.length())) {
                    break;
                }
                at = blank < line.length() && blank > at ? blank : at + 1;
                end = at;
            }
            spans.add(new int[] {start, end});
        }
        return spans;
    }

    /** {@code line} with every character outside {@code span} made a space, keeping each one's column. */
    private static String only(String line, int[] span) {
        StringBuilder kept = new StringBuilder(line.length());
        for (int col = 0; col < line.length(); col++) {
            kept.append(col >= span[0] && col < span[1] ? line.charAt(col) : ' ');
        }
        return kept.toString();
    }
}
