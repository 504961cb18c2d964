package dev.sudoku.testkit;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a text as the readers number them: ended by {@code \n}, {@code \r\n} or a lone {@code \r},
 * a last line without terminator counted, a byte-order mark at the very start dropped. Used to check line
 * splitting, and that a reported line and column point at the text they blame.
 */
public final class TextLines {
    private TextLines() {}

    public static List<String> of(String text) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        boolean open = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(line.toString());
                line.setLength(0);
                open = false;
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                line.append(c);
                open = true;
            }
        }
        if (open) {
            lines.add(line.toString());
        }
        if (!lines.isEmpty() && lines.get(0).startsWith("\uFEFF")) {
            lines.set(0, lines.get(0).substring(1));
        }
        return lines;
    }
}
