package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;

/**
 * Small damage to a well-formed text: a few characters inserted, replaced or deleted, a line duplicated.
 * Starting from a valid file lets the fuzzer reach the reader's deep states (a grid half read, a look-ahead
 * under way) that random text seldom does.
 */
final class Mutations {
    /** Characters the readers give a meaning to, and a few they must refuse politely. */
    private static final String INTERESTING = "0123456789AaFGgXxZz._*|-+=:,# \t\n\r'\u00e9\u0000\u007f\uFEFF";

    private Mutations() {}

    static String damage(FuzzedDataProvider data, String text) {
        StringBuilder out = new StringBuilder(text);
        int edits = data.consumeInt(1, 4);
        for (int i = 0; i < edits; i++) {
            int at = data.consumeInt(0, out.length());
            switch (data.consumeInt(0, 4)) {
                case 0 -> out.insert(at, character(data));
                case 1 -> {
                    if (at < out.length()) {
                        out.setCharAt(at, character(data));
                    }
                }
                case 2 -> out.delete(at, Math.min(out.length(), at + data.consumeInt(1, 8)));
                case 3 -> {
                    int start = out.lastIndexOf("\n", Math.max(0, at - 1)) + 1;
                    int end = out.indexOf("\n", at);
                    if (end >= 0) {
                        out.insert(start, out.substring(start, end + 1));
                    }
                }
                default -> out.insert(at, "\uD83D\uDE00");
            }
        }
        return out.toString();
    }

    private static char character(FuzzedDataProvider data) {
        return data.consumeBoolean()
                ? INTERESTING.charAt(data.consumeInt(0, INTERESTING.length() - 1))
                : data.consumeChar();
    }
}
