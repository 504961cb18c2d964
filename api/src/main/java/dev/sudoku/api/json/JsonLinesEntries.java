package dev.sudoku.api.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads JSON Lines as any command writes them (one object a line) back into puzzle entries: {@code
 * puzzle} is required, {@code box} sets the box shape unless one is forced, {@code solution} is kept as the
 * entry's solution, and {@code level} and {@code er} (or {@code rating.er}, as older generate output wrote
 * it) become metadata under those keys, and so do {@code ep}, {@code ed} and {@code score} (the rest of a
 * rating). Blank lines and {@code #} lines are skipped, a byte-order mark is
 * dropped. A line that is not such an object becomes an {@link Entry.Malformed} naming the line and why.
 */
final class JsonLinesEntries implements Iterator<Entry> {
    /** Metadata key of the level a JSON entry names. */
    static final String LEVEL = "level";
    /** Metadata key of the ER a JSON entry gives, as written. */
    static final String ER = "er";
    /** Metadata keys of the rest of a rating, as written. */
    static final List<String> RATING_KEYS = List.of("ep", "ed", "score");

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Longest JSON line read; a 64x64 explain line with every step would be far longer, but holds no more puzzle. */
    private static final int MAX_LINE = 16 << 20;

    /** Why a line that is not an object is refused, saying what the input was taken to be. */
    static final String NOT_AN_OBJECT = "not a JSON object: this input is JSON Lines (its first entry is an"
            + " object), so every line must be one, with a \"puzzle\" field";

    private final BufferedReader reader;
    private final ReadOptions options;
    private int lineNumber;
    private Entry next;

    JsonLinesEntries(BufferedReader reader, ReadOptions options) {
        this.reader = reader;
        this.options = options;
    }

    @Override
    public boolean hasNext() {
        while (next == null) {
            String line = readLine();
            if (line == null) {
                return false;
            }
            lineNumber++;
            String text = (lineNumber == 1 ? stripByteOrderMark(line) : line).strip();
            if (!text.isEmpty() && !text.startsWith("#")) {
                next = entry(lineNumber, text);
            }
        }
        return true;
    }

    @Override
    public Entry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Entry entry = next;
        next = null;
        return entry;
    }

    private String readLine() {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Entry entry(int line, String text) {
        if (text.length() > MAX_LINE) {
            return malformed(line, "a JSON line of " + text.length() + " characters, over the limit of " + MAX_LINE);
        }
        // A line of another format (a bare puzzle) in JSON Lines is refused in words: the parser's own
        // message names its internals ("Decimal point not followed by a digit").
        if (!text.strip().startsWith("{")) {
            return malformed(line, NOT_AN_OBJECT);
        }
        JsonNode object;
        try {
            object = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            return at == null || at.getColumnNr() < 1
                    ? malformed(line, "not valid JSON")
                    : new Entry.Malformed(
                            line,
                            at.getColumnNr(),
                            "line " + line + ": not valid JSON (at column " + at.getColumnNr() + ")");
        }
        if (object == null || !object.isObject()) {
            return malformed(line, NOT_AN_OBJECT);
        }
        Optional<String> mistyped = InputFieldTypes.problem(object);
        if (mistyped.isPresent()) {
            return new Entry.Malformed(line, 0, "line " + line + ", " + mistyped.get());
        }
        JsonNode puzzle = object.get("puzzle");
        if (puzzle == null || !puzzle.isTextual()) {
            JsonNode error = object.get("error");
            return malformed(
                    line,
                    "no puzzle in this object"
                            + (error != null && error.isTextual() ? " (it says: " + error.asText() + ")" : ""));
        }
        try {
            ReadOptions read = optionsFor(object.get("box"));
            Grid grid = field(line, "puzzle", puzzle.asText(), read);
            Optional<Grid> solution = Optional.empty();
            JsonNode given = object.get("solution");
            if (given != null && given.isTextual()) {
                solution = Optional.of(field(line, "solution", given.asText(), read.withBox(grid.shape())));
            }
            return new Entry.Puzzle(line, grid, solution, OptionalLong.empty(), metadata(object));
        } catch (FormatException e) {
            return new Entry.Malformed(line, 0, e.getMessage());
        }
    }

    private ReadOptions optionsFor(JsonNode box) {
        if (box == null || !box.isTextual() || options.box().isPresent()) {
            return options;
        }
        try {
            return options.withBox(BoxShape.parse(box.asText()));
        } catch (IllegalArgumentException e) {
            throw new FormatException(lineNumber, 0, "line " + lineNumber + ", field box: " + e.getMessage());
        }
    }

    /** One grid field, its problems named by this line and the field. */
    private static Grid field(int line, String name, String text, ReadOptions options) {
        try {
            return new PuzzleReader(options).parsePuzzle(text).grid();
        } catch (FormatException e) {
            String why = e.getMessage();
            int colon = why.indexOf(": ");
            String where = e.column() > 0 ? ", field " + name + ", column " + e.column() : ", field " + name;
            throw new FormatException(
                    line, 0, "line " + line + where + ": " + (colon < 0 ? why : why.substring(colon + 2)));
        }
    }

    private static Map<String, String> metadata(JsonNode object) {
        Map<String, String> metadata = new LinkedHashMap<>();
        JsonNode level = object.get(LEVEL);
        if (level != null && level.isTextual()) {
            metadata.put(LEVEL, level.asText());
        }
        JsonNode er = object.get(ER);
        if (er == null || !er.isNumber()) {
            JsonNode rating = object.get("rating");
            er = rating != null && rating.isObject() ? rating.get(ER) : null;
        }
        if (er != null && er.isNumber()) {
            metadata.put(ER, er.asText());
        }
        // The rest of a rating, so a rated puzzle need not be rated again (bank import).
        for (String key : RATING_KEYS) {
            JsonNode value = object.get(key);
            if (value != null && value.isNumber()) {
                metadata.put(key, value.asText());
            }
        }
        return metadata;
    }

    private static Entry.Malformed malformed(int line, String why) {
        return new Entry.Malformed(line, 0, "line " + line + ": " + why);
    }

    private static String stripByteOrderMark(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }
}
