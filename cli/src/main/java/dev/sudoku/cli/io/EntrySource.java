package dev.sudoku.cli.io;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/** A command's entries read one after the other from its sources, which it closes when the run ends. */
public interface EntrySource<I> extends Iterator<I>, AutoCloseable {
    /**
     * The sources read to their end that held no entry at all, in input order; complete once {@link
     * #hasNext()} has returned false.
     */
    List<Source> emptySources();

    @Override
    void close();

    /** A source of no entries and no empty sources, for a run that reads its inputs itself. */
    static <I> EntrySource<I> none() {
        return new EntrySource<>() {
            @Override
            public boolean hasNext() {
                return false;
            }

            @Override
            public I next() {
                throw new NoSuchElementException();
            }

            @Override
            public List<Source> emptySources() {
                return List.of();
            }

            @Override
            public void close() {}
        };
    }
}
