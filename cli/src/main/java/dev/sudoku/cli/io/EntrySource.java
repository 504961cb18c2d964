package dev.sudoku.cli.io;

import java.util.Iterator;
import java.util.List;

/** A command's entries read one after the other from its sources, which it closes when the run ends. */
public interface EntrySource<I> extends Iterator<I>, AutoCloseable {
    /**
     * The sources read to their end that held no entry at all, in input order; complete once {@link
     * #hasNext()} has returned false.
     */
    List<Source> emptySources();

    @Override
    void close();
}
