package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A puzzle file written line by line together with the entries it must read as: the oracle of the
 * per-format targets. Line endings and a byte-order mark vary as they do in files from the wild.
 */
final class PuzzleFile {
    private static final String[] ENDINGS = {"\n", "\r\n", "\r"};

    private final StringBuilder text = new StringBuilder();
    private final String ending;
    private final List<Entry> expected = new ArrayList<>();
    private final Map<String, String> pending = new LinkedHashMap<>();
    private int lines;

    PuzzleFile(FuzzedDataProvider data) {
        ending = data.pickValue(ENDINGS);
        if (data.consumeInt(0, 7) == 7) {
            text.append('\uFEFF');
        }
    }

    /** Writes one line and returns its 1-based number. */
    int line(String line) {
        text.append(line).append(ending);
        return ++lines;
    }

    /**
     * What may stand between puzzles: blank lines, comments and {@code .sdk} metadata ({@code #A author}),
     * which belongs to the next puzzle.
     */
    void filler(FuzzedDataProvider data) {
        int count = data.consumeInt(0, 3);
        for (int i = 0; i < count; i++) {
            switch (data.consumeInt(0, 3)) {
                case 0 -> line("");
                case 1 -> line(" \t ");
                case 2 -> line("# " + printable(data, 20));
                default -> {
                    String key = String.valueOf((char) ('A' + data.consumeInt(0, 25)));
                    String value = printable(data, 20).strip();
                    line("#" + key + " " + value);
                    pending.merge(key, value, (before, added) -> before + "\n" + added);
                }
            }
        }
    }

    /** The next puzzle expected, at {@code line}, with the metadata written before it and its rest. */
    void expect(int line, Grid grid, Optional<Grid> solution, OptionalLong count, String rest) {
        Map<String, String> metadata = new LinkedHashMap<>(pending);
        pending.clear();
        if (rest != null && !rest.isEmpty()) {
            metadata.put("rest", rest);
        }
        expected.add(new Entry.Puzzle(line, grid, solution, count, metadata));
    }

    void expect(int line, Grid grid) {
        expect(line, grid, Optional.empty(), OptionalLong.empty(), null);
    }

    String text() {
        return text.toString();
    }

    List<Entry> expected() {
        return expected;
    }

    /** Printable ASCII, no line breaks: what a comment or a rating may hold. */
    static String printable(FuzzedDataProvider data, int maxLength) {
        String raw = data.consumeAsciiString(maxLength);
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            out.append(c >= ' ' && c < 127 ? c : '.');
        }
        return out.toString();
    }
}
