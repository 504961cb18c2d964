package dev.sudoku.cli;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Streams the entries of several sources one after the other, opening each file only when its turn
 * comes, so inputs of any length run in constant memory.
 */
final class PuzzleInputs implements Iterator<PuzzleInput>, AutoCloseable {
    private final Iterator<PuzzleSource> sources;
    private final PuzzleReader reader;
    private final InputStream stdin;
    private PuzzleSource source;
    private BufferedReader open;
    private Iterator<Entry> entries;

    PuzzleInputs(List<PuzzleSource> sources, ReadOptions options, InputStream stdin) {
        this.sources = sources.iterator();
        this.reader = new PuzzleReader(options);
        this.stdin = stdin;
    }

    @Override
    public boolean hasNext() {
        while (entries == null || !entries.hasNext()) {
            closeCurrent();
            if (!sources.hasNext()) {
                return false;
            }
            source = sources.next();
            open = openSource(source);
            entries = reader.entries(open);
        }
        return true;
    }

    @Override
    public PuzzleInput next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return new PuzzleInput(source.name(), entries.next());
    }

    private BufferedReader openSource(PuzzleSource from) {
        if (from.text() != null) {
            return new BufferedReader(new StringReader(from.text()));
        }
        String name = from.name();
        try {
            InputStream in = name.equals("-") ? stdin : Files.newInputStream(Path.of(name));
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    private void closeCurrent() {
        if (open != null && !source.isStandardInput()) {
            try {
                open.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        open = null;
        entries = null;
    }

    @Override
    public void close() {
        closeCurrent();
    }
}
