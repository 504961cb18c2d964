package dev.sudoku.api.json;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a CSV file with a header naming its puzzle column: the {@code --format csv} reports of every command
 * (column {@code puzzle}, with {@code box}) and the collections traded as CSV, such as Kaggle's
 * ({@code quizzes,solutions}). Each row's puzzle field is read as any puzzle text is; {@code box} sets the box
 * shape unless one is forced. A row without a puzzle (a report of an unreadable entry) is refused naming
 * its line, with its {@code error} column when it has one. Blank lines and {@code #} lines are skipped.
 */
final class CsvEntries {
    /** Header names of the puzzle column, lower case. */
    private static final List<String> PUZZLE_COLUMNS = List.of("puzzle", "puzzles", "quizzes", "quiz");

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    private final ReadOptions options;
    private final Header header;

    /** The columns the reader uses, by position; -1 when absent. */
    private record Header(int line, int puzzle, int box, int error) {}

    private CsvEntries(ReadOptions options, Header header) {
        this.options = options;
        this.header = header;
    }

    /** The rows after the header, lazily, one entry each; blank and comment lines give none. */
    private Iterator<Entry> rows(BufferedReader reader) {
        int[] lineNumber = {0};
        return reader.lines()
                .map(line -> {
                    String text = line.strip();
                    int at = ++lineNumber[0];
                    return at <= header.line() || text.isEmpty() || text.startsWith("#") ? null : entry(at, text);
                })
                .filter(Objects::nonNull)
                .iterator();
    }

    /**
     * The entries of a CSV input, or empty when its first line that is not blank or a {@code #} comment is no
     * header naming a puzzle column; then nothing has been read from the reader, which must support mark and
     * reset. Up to {@code lookAhead} characters are looked at.
     */
    static Optional<Iterator<Entry>> of(BufferedReader reader, ReadOptions options, int lookAhead) {
        try {
            char[] head = new char[lookAhead - 1];
            int read = 0;
            reader.mark(lookAhead);
            try {
                while (read < head.length) {
                    int n = reader.read(head, read, head.length - read);
                    if (n < 0) {
                        break;
                    }
                    read += n;
                    // The header is the first line that is not blank or a comment: once it is whole, and
                    // nothing more has come (a pipe written a line at a time), there is no more to wait for.
                    if (!reader.ready() && firstLineWhole(head, read)) {
                        break;
                    }
                }
            } finally {
                reader.reset();
            }
            return header(new String(head, 0, read)).map(h -> new CsvEntries(options, h).rows(reader));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether {@code head} holds, whole, a line that is not blank or a {@code #} comment. */
    private static boolean firstLineWhole(char[] head, int length) {
        boolean blank = true;
        boolean comment = false;
        for (int i = 0; i < length; i++) {
            char c = head[i];
            if (c == '\n' || c == '\r') {
                if (!blank && !comment) {
                    return true;
                }
                blank = true;
                comment = false;
            } else if (blank && c != '\uFEFF' && !Character.isWhitespace(c)) {
                blank = false;
                comment = c == '#';
            }
        }
        return false;
    }

    /** The entries of a text held in memory, when it is CSV with a puzzle column. */
    static Optional<Iterator<Entry>> of(String text, ReadOptions options) {
        // Cheap refusal first: a batch asks this of every puzzle line.
        if (text.indexOf(',') < 0) {
            return Optional.empty();
        }
        return header(text).map(h -> new CsvEntries(options, h)
                .rows(new BufferedReader(new StringReader(text), Math.max(1, Math.min(text.length(), 8192)))));
    }

    /** The header in the head of an input: its first line that is not blank or a comment, when whole. */
    private static Optional<Header> header(String head) {
        int line = 0;
        int start = 0;
        while (start < head.length()) {
            int end = head.indexOf('\n', start);
            if (end < 0) {
                end = head.length();
            }
            line++;
            String stripped = head.substring(start, end).replace("\uFEFF", "").strip();
            start = end + 1;
            if (stripped.isEmpty() || stripped.startsWith("#")) {
                continue;
            }
            if (stripped.indexOf(',') < 0 || !Character.isLetter(stripped.charAt(0))) {
                return Optional.empty();
            }
            List<String> names;
            try {
                names = fields(stripped).stream()
                        .map(name -> name.strip().toLowerCase(Locale.ROOT))
                        .toList();
            } catch (UncheckedIOException | IllegalStateException e) {
                return Optional.empty();
            }
            int puzzle = -1;
            for (int i = 0; i < names.size() && puzzle < 0; i++) {
                puzzle = PUZZLE_COLUMNS.contains(names.get(i)) ? i : -1;
            }
            return puzzle < 0
                    ? Optional.empty()
                    : Optional.of(new Header(line, puzzle, names.indexOf("box"), names.indexOf("error")));
        }
        return Optional.empty();
    }

    private Entry entry(int line, String text) {
        List<String> row;
        try {
            row = fields(text);
        } catch (UncheckedIOException | IllegalStateException e) {
            return malformed(line, "not a CSV row (" + e.getMessage() + ")");
        }
        String puzzle = column(row, header.puzzle());
        if (puzzle.isBlank()) {
            String error = column(row, header.error());
            return malformed(line, "no puzzle in this row" + (error.isBlank() ? "" : " (it says: " + error + ")"));
        }
        ReadOptions read;
        try {
            read = optionsFor(column(row, header.box()));
        } catch (IllegalArgumentException e) {
            return malformed(line, "column box: " + e.getMessage());
        }
        try {
            Grid grid = new PuzzleReader(read).parsePuzzle(puzzle).grid();
            return new Entry.Puzzle(line, grid, Optional.empty(), OptionalLong.empty(), Map.of());
        } catch (FormatException e) {
            String why = e.getMessage();
            int colon = why.indexOf(": ");
            return malformed(line, "column puzzle: " + (colon < 0 ? why : why.substring(colon + 2)));
        }
    }

    private ReadOptions optionsFor(String box) {
        return box.isBlank() || options.box().isPresent() ? options : options.withBox(BoxShape.parse(box.strip()));
    }

    private static String column(List<String> row, int index) {
        return index >= 0 && index < row.size() ? row.get(index) : "";
    }

    private static List<String> fields(String text) {
        try {
            List<CSVRecord> records = FORMAT.parse(new StringReader(text)).getRecords();
            return records.isEmpty() ? List.of() : records.get(0).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Entry.Malformed malformed(int line, String why) {
        return new Entry.Malformed(line, 0, "line " + line + ": " + why);
    }
}
