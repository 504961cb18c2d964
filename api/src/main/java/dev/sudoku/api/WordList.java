package dev.sudoku.api;

import java.util.List;

/**
 * Words joined as a sentence lists them ({@code a}, {@code a or b}, {@code a, b or c}): the command line and
 * the server word a refused choice the same way, from here.
 */
public final class WordList {
    private WordList() {}

    /** {@code line, grid or json}: the choices a refusal lists. */
    public static String either(List<String> words) {
        return joined(words, " or ");
    }

    /** {@code rotate90, diagonal and full}. */
    public static String all(List<String> words) {
        return joined(words, " and ");
    }

    private static String joined(List<String> words, String beforeLast) {
        int last = words.size() - 1;
        return last <= 0
                ? String.join("", words)
                : String.join(", ", words.subList(0, last)) + beforeLast + words.get(last);
    }
}
