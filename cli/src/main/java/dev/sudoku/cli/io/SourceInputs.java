package dev.sudoku.cli.io;

import dev.sudoku.api.Origin;
import dev.sudoku.api.io.FileReasons;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The entries of several sources one after the other, opening each source only when its turn comes and
 * reading its entries only as they are asked for, so inputs of any length run in constant memory and each
 * entry is worked on as soon as its lines have come (a pipe fed slowly gets its outputs as it goes). A
 * source that cannot be opened, or fails while being read, gives one entry saying why, and reading goes on
 * with the next source: one bad argument never loses the others' work.
 *
 * @param <E> an entry: a classic puzzle ({@link PuzzleInputs}) or a variant one
 */
public final class SourceInputs<E> implements EntrySource<SourceInputs.Item<E>> {
    /** How the entries of one source are read. */
    public interface Reading<E> {
        /** The entries of an open source, read as they are asked for; may throw UncheckedIOException. */
        Iterator<E> entries(BufferedReader text);

        /** The 1-based line an entry starts on. */
        int line(E entry);

        /** The entry that stands for a source that cannot be read, saying why. */
        E unreadable(String why);
    }

    /**
     * An entry with the source it came from and where.
     *
     * @param unreadable whether the entry stands for a source that cannot be read (or failed part way),
     *     made by {@link Reading#unreadable}
     */
    public record Item<E>(Source source, Origin origin, E entry, boolean unreadable) {}

    private final Iterator<Source> sources;
    private final Reading<E> reading;
    private final Streams streams;
    private Source source;
    private BufferedReader open;
    private Iterator<E> entries = Collections.emptyIterator();
    private int lastLine;
    private E failure;
    private boolean sourceGaveItem;
    private final List<Source> empty = new ArrayList<>();

    public SourceInputs(List<Source> sources, Reading<E> reading, Streams streams) {
        this.sources = List.copyOf(sources).iterator();
        this.reading = reading;
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
                failure = reading.unreadable(opened.problem());
            } else {
                open = opened.reader();
                entries = readEntries(open);
            }
        }
        return true;
    }

    @Override
    public Item<E> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        sourceGaveItem = true;
        if (failure != null) {
            E item = failure;
            failure = null;
            return new Item<>(source, new Origin(source.name(), 0), item, true);
        }
        E entry = entries.next();
        lastLine = reading.line(entry);
        return new Item<>(source, new Origin(source.name(), lastLine), entry, false);
    }

    /** An empty file, one of comments only, standard input closed at once... */
    @Override
    public List<Source> emptySources() {
        return List.copyOf(empty);
    }

    private Iterator<E> readEntries(BufferedReader text) {
        try {
            return reading.entries(text);
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

    private E readError(UncheckedIOException e) {
        return reading.unreadable(readFailure(source, lastLine, e.getCause()));
    }

    /**
     * Why a source stopped in mid-read, after its entry at {@code lastLine} (0 before any): {@code cannot read
     * 'big.txt' after line 120: ...}.
     */
    static String readFailure(Source source, int lastLine, IOException failure) {
        String where = lastLine == 0 ? "" : " after line " + lastLine;
        return "cannot read " + source.inWords() + where + ": " + FileReasons.read(failure);
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
