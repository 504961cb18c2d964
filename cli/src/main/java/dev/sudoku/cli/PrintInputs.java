package dev.sudoku.cli;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The entries of {@code sudoku print}'s sources one after the other: puzzle text in every format
 * {@link PuzzleReader} knows, or JSON Lines as {@code sudoku generate --format json} writes them. A source
 * is JSON Lines when its first line that is neither blank nor a {@code #} comment starts with {@code {}.
 *
 * <p>Each source is read whole before its entries are handed on (a booklet holds its puzzles in memory
 * anyway, and the format is decided from the text); sources are opened one at a time.
 */
final class PrintInputs implements Iterator<PrintItem> {
    private final Iterator<PuzzleSource> sources;
    private final ReadOptions options;
    private final InputStream stdin;
    private Iterator<PrintItem> current = Collections.emptyIterator();

    PrintInputs(List<PuzzleSource> sources, ReadOptions options, InputStream stdin) {
        this.sources = sources.iterator();
        this.options = options;
        this.stdin = stdin;
    }

    @Override
    public boolean hasNext() {
        while (!current.hasNext()) {
            if (!sources.hasNext()) {
                return false;
            }
            PuzzleSource source = sources.next();
            current = items(source.name(), text(source));
        }
        return true;
    }

    @Override
    public PrintItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return current.next();
    }

    private Iterator<PrintItem> items(String name, String text) {
        List<String> lines = text.lines().toList();
        List<PrintItem> items = new ArrayList<>();
        if (isJsonLines(lines)) {
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    items.add(GeneratedJsonLine.read(name, i + 1, line, options));
                }
            }
            return items.iterator();
        }
        Iterator<Entry> entries = new PuzzleReader(options).entries(new BufferedReader(new StringReader(text)));
        entries.forEachRemaining(entry -> items.add(
                entry instanceof Entry.Puzzle puzzle
                        ? new PrintItem.Request(
                                name,
                                puzzle.line(),
                                puzzle.grid(),
                                puzzle.solution(),
                                Optional.empty(),
                                OptionalDouble.empty())
                        : new PrintItem.Unreadable(name, ((Entry.Malformed) entry).message())));
        return items.iterator();
    }

    private static boolean isJsonLines(List<String> lines) {
        for (String line : lines) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                return trimmed.startsWith("{");
            }
        }
        return false;
    }

    /** The whole text of a source; bytes that are not UTF-8 become U+FFFD and are reported by the reader. */
    private String text(PuzzleSource source) {
        if (source.text() != null) {
            return source.text();
        }
        try {
            byte[] bytes = source.isStandardInput() ? stdin.readAllBytes() : Files.readAllBytes(Path.of(source.name()));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + source.name(), e);
        }
    }
}
