package dev.sudoku.bench.http;

import java.util.List;
import java.util.Locale;

/**
 * The rows of {@code sudoku bench --http}: the health check, the reference every other row is compared
 * with (the cheapest answer the server gives, so the ratio isolates what the work costs over HTTP itself),
 * and one row per computing endpoint of the JSON API, each with the puzzle set it is stated for.
 */
public enum ApiRow {
    HEALTH("/api/health", PuzzleSet.NONE, ""),
    SOLVE_EASY("/api/solve", PuzzleSet.EASY, ""),
    SOLVE_HARDEST("/api/solve", PuzzleSet.HARDEST, ""),
    HINT("/api/hint", PuzzleSet.EASY, ",\"level\":1"),
    EXPLAIN("/api/explain", PuzzleSet.EASY, ""),
    RATE("/api/rate", PuzzleSet.EASY, "");

    /**
     * Which puzzles a row posts. Explain, hint and rate take easy puzzles only: a hardest-list puzzle keeps
     * the logical solver busy for seconds, so a row of them would time the server's 503s, not its answers.
     */
    public enum PuzzleSet {
        NONE,
        EASY,
        HARDEST
    }

    private final String path;
    private final PuzzleSet puzzles;
    private final String extraFields;

    ApiRow(String path, PuzzleSet puzzles, String extraFields) {
        this.path = path;
        this.puzzles = puzzles;
        this.extraFields = extraFields;
    }

    /** The row's name on the command line and in the table: {@code solve-easy}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public PuzzleSet puzzles() {
        return puzzles;
    }

    /** The row named {@code word}, or an exception listing the names there are. */
    public static ApiRow named(String word) {
        for (ApiRow row : values()) {
            if (row.word().equals(word)) {
                return row;
            }
        }
        throw new IllegalArgumentException("unknown row '" + word + "'; the rows are " + words());
    }

    /** Every row's name, comma-separated, in table order. */
    public static String words() {
        return String.join(
                ",", java.util.Arrays.stream(values()).map(ApiRow::word).toList());
    }

    /**
     * What the row sends: a GET for the health row, else a POST of {@code {"puzzle":"<line>"}} per puzzle
     * line (the hint at level 1, the technique alone).
     *
     * @param lines the puzzles, one line each; ignored by the health row
     */
    public LoadRow load(List<String> lines) {
        if (puzzles == PuzzleSet.NONE) {
            return LoadRow.get(word(), path);
        }
        return LoadRow.post(
                word(),
                path,
                lines.stream()
                        .map(line -> "{\"puzzle\":" + jsonString(line) + extraFields + "}")
                        .toList());
    }

    /** A JSON string literal; puzzle lines hold no quotes today, but a file may. */
    static String jsonString(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
