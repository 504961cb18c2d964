package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

/**
 * Checks that a message about line L, column C blames what is really there: the message starts with
 * {@code line L} (and {@code , column C}), the column lies on that line, and a character or token the
 * message quotes is the one found at that column. A wrong column is as misleading to a user as a crash.
 */
final class Blame {
    private Blame() {}

    static void check(List<String> lines, int line, int column, String message) {
        String position = column > 0 ? "line " + line + ", column " + column : "line " + line;
        assertThat(message).as("message of line %d, column %d", line, column).startsWith(position + ": ");
        assertThat(line).as("line of: %s", message).isBetween(1, Math.max(1, lines.size()));
        if (column == 0 || lines.isEmpty()) {
            return;
        }
        String text = lines.get(line - 1);
        // One past the end is where an over-long or cut line is blamed.
        assertThat(column).as("column of: %s", message).isBetween(1, text.length() + 1);
        String why = message.substring(position.length() + 2);
        if (why.startsWith("'")) {
            int end = why.indexOf("' ", 1);
            if (end > 1) {
                String quoted = why.substring(1, end);
                assertThat(text.startsWith(quoted, column - 1))
                        .as("'%s' at column %d of line %d: %s", quoted, column, line, text)
                        .isTrue();
            }
        } else if (why.startsWith("non-ASCII character U+") || why.startsWith("control character U+")) {
            String code = why.substring(why.indexOf("U+") + 2).split("\\W", 2)[0];
            assertThat(String.format(Locale.ROOT, "%04X", text.codePointAt(column - 1)))
                    .as("code point at column %d of line %d", column, line)
                    .isEqualTo(code);
        }
    }
}
