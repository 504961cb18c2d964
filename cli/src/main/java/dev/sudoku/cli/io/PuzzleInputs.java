package dev.sudoku.cli.io;

import dev.sudoku.api.Origin;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.json.InputReader;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The entries of several sources one after the other, in every format a command writes (puzzle text or
 * JSON Lines, told apart per source), opening each source only when its turn comes, so inputs of any
 * length run in constant memory. A source that cannot be opened, or fails while being read, gives one
 * malformed entry saying why, and reading goes on with the next source: one bad argument never loses the
 * others' work.
 */
public final class PuzzleInputs implements Iterator<InputItem>, AutoCloseable {
    private final Iterator<Source> sources;
    private final InputReader reader;
    private final Streams streams;
    private Source source;
    private BufferedReader open;
    private Iterator<Entry> entries = Collections.emptyIterator();
    private int lastLine;
    private InputItem failure;
    private boolean sourceGaveItem;
    private final List<Source> empty = new ArrayList<>();

    public PuzzleInputs(List<Source> sources, ReadOptions options, Streams streams) {
        this.sources = List.copyOf(sources).iterator();
        this.reader = new InputReader(options);
        this.streams = streams;
    }

    @Override
    public boolean hasNext() {
        while (failure == null && !entriesHaveNext()) {
            closeCurrent();
            if (source != null && !sourceGaveItem) {
                empty.add(source);
            }
            source = null;
            if (!sources.hasNext()) {
                return false;
            }
            source = sources.next();
            sourceGaveItem = false;
            lastLine = 0;
            SourceReading.Opened opened = SourceReading.open(source, streams);
            if (opened.problem() != null) {
                failure = new InputItem(new Origin(source.name(), 0), new Entry.Malformed(0, 0, opened.problem()));
            } else {
                open = opened.reader();
                entries = readEntries(open);
            }
        }
        return true;
    }

    @Override
    public InputItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        sourceGaveItem = true;
        if (failure != null) {
            InputItem item = failure;
            failure = null;
            return item;
        }
        Entry entry = entries.next();
        lastLine = entry.line();
        if (entry instanceof Entry.Malformed whole && whole.line() == 0) {
            // The reader could read none of it (binary data): named as a source that cannot be read is.
            entry = new Entry.Malformed(0, 0, "cannot read " + source.inWords() + ": " + whole.message());
        }
        return new InputItem(new Origin(source.name(), entry.line()), entry);
    }

    /**
     * The sources read to their end that held no entry at all (an empty file, only comments, standard input
     * closed at once), in input order; complete once {@link #hasNext()} has returned false.
     */
    public List<Source> emptySources() {
        return List.copyOf(empty);
    }

    private Iterator<Entry> readEntries(BufferedReader text) {
        try {
            return reader.entries(text);
        } catch (UncheckedIOException e) {
            failure = readError(e);
            return Collections.emptyIterator();
        }
    }

    /** Whether the current source has another entry; a read error ends it with an entry saying so. */
    private boolean entriesHaveNext() {
        try {
            return entries.hasNext();
        } catch (UncheckedIOException e) {
            entries = Collections.emptyIterator();
            failure = readError(e);
            return false;
        }
    }

    private InputItem readError(UncheckedIOException e) {
        String where = lastLine == 0 ? "" : " after line " + lastLine;
        String why = "cannot read " + source.inWords() + where + ": " + FileReasons.read(e.getCause());
        return new InputItem(new Origin(source.name(), 0), new Entry.Malformed(0, 0, why));
    }

    private void closeCurrent() {
        if (open != null && !(source instanceof Source.StandardInput)) {
            try {
                open.close();
            } catch (IOException e) {
                // Closing a file that was only read loses nothing.
            }
        }
        open = null;
        entries = Collections.emptyIterator();
    }

    @Override
    public void close() {
        closeCurrent();
    }
}
