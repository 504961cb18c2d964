package dev.sudoku.api.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Reads variant puzzles as any variant command writes them: the text the {@link VariantReader} reads, or
 * JSON Lines (an input whose first character that is not blank or in a {@code #} line is <code>{</code>).
 * Each JSON object's {@code puzzle}, {@code regions}, {@code marks}, {@code cages}, {@code sums} and
 * {@code bars} (those present and not null) are read as the lines of one text entry, in the reader's
 * order; every entry and error is at the object's line, an error naming the field at fault.
 */
public final class VariantEntries {
    /** The fields of a variant report that hold the puzzle, in the order the text reader takes them. */
    private static final List<String> FIELDS = List.of("puzzle", "regions", "marks", "cages", "sums", "bars");

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final VariantReader reader;

    /**
     * @throws IllegalArgumentException when the variants exclude each other (samurai with another)
     */
    public VariantEntries(Set<Variant> variants) {
        this.reader = new VariantReader(variants);
    }

    /** Every entry of {@code text}, in order. */
    public List<VariantEntry> read(String text) {
        List<VariantEntry> entries = new ArrayList<>();
        entries(text.lines().iterator()).forEachRemaining(entries::add);
        return entries;
    }

    /**
     * The entries of {@code lines}, each read when asked for, so a long input (standard input fed slowly, a
     * file of millions of puzzles) is read in constant memory and each entry is ready as soon as its lines
     * are. Whether the input is JSON Lines is told by its first line that is not blank or a comment, read
     * here. An {@link java.io.UncheckedIOException} of {@code lines} goes on to the caller.
     */
    public Iterator<VariantEntry> entries(Iterator<String> lines) {
        // The lines before the one that tells the format are blank or comments: held, then read again.
        List<String> leading = new ArrayList<>();
        boolean json = false;
        while (lines.hasNext()) {
            String line = lines.next();
            leading.add(line);
            String stripped = line.replace("\uFEFF", "").strip();
            if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                json = stripped.startsWith("{");
                break;
            }
        }
        Iterator<String> held = leading.iterator();
        Iterator<String> all = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return held.hasNext() || lines.hasNext();
            }

            @Override
            public String next() {
                return held.hasNext() ? held.next() : lines.next();
            }
        };
        return json ? jsonEntries(all) : reader.entries(all);
    }

    private VariantEntry entry(String json, int line) {
        JsonNode object;
        try {
            object = json.startsWith("{") ? MAPPER.readTree(json) : null;
        } catch (JsonProcessingException e) {
            object = null;
        }
        if (object == null || !object.isObject()) {
            return new VariantEntry.Malformed(line, line, 0, JsonLinesEntries.NOT_AN_OBJECT);
        }
        StringBuilder fields = new StringBuilder();
        List<String> read = new ArrayList<>();
        for (String field : FIELDS) {
            JsonNode value = object.get(field);
            if (value != null && !value.isNull() && !value.isTextual()) {
                return new VariantEntry.Malformed(
                        line, line, 0, "\"" + field + "\" must be a string, not " + InputFieldTypes.kind(value));
            }
            if (value != null && value.isTextual()) {
                fields.append(value.asText().replace('\n', ' ')).append('\n');
                read.add(field);
            }
        }
        if (!read.contains("puzzle")) {
            return new VariantEntry.Malformed(line, line, 0, "no \"puzzle\" field (the givens as one line)");
        }
        List<VariantEntry> entries = reader.read(fields.toString());
        if (entries.size() == 1 && entries.get(0) instanceof VariantEntry.Puzzle puzzle) {
            return new VariantEntry.Puzzle(puzzle.puzzle(), line);
        }
        if (!entries.isEmpty() && entries.get(0) instanceof VariantEntry.Malformed bad) {
            String field = read.get(Math.min(Math.max(bad.errorLine(), 1), read.size()) - 1);
            return new VariantEntry.Malformed(
                    line,
                    line,
                    0,
                    "\"" + field + "\"" + (bad.column() > 0 ? ", column " + bad.column() : "") + ": " + bad.message());
        }
        return new VariantEntry.Malformed(
                line,
                line,
                0,
                "the fields " + String.join(", ", read) + " hold " + entries.size() + " puzzles, not one");
    }

    /** One entry per JSON line, at its line number; blank and {@code #} lines skipped. */
    private Iterator<VariantEntry> jsonEntries(Iterator<String> lines) {
        return new Iterator<>() {
            private VariantEntry next;
            private int number;

            @Override
            public boolean hasNext() {
                while (next == null && lines.hasNext()) {
                    String line = lines.next().strip();
                    number++;
                    if (!line.isEmpty() && !line.startsWith("#")) {
                        next = entry(line, number);
                    }
                }
                return next != null;
            }

            @Override
            public VariantEntry next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                VariantEntry entry = next;
                next = null;
                return entry;
            }
        };
    }
}
