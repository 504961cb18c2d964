package dev.sudoku.api;

import dev.sudoku.api.json.Report;
import dev.sudoku.core.format.Entry;

/**
 * An entry task whose last step must see the entries in input order. The bank's import numbers each puzzle
 * as it stores it, so it rates in {@link #prepare} and stores in {@link Prepared#finish}: a batch runs
 * {@code prepare} on its worker threads and {@code finish} on one thread, entry after entry in input order,
 * so ids follow the input whatever the thread count. {@link #run} does both at once, for a caller that
 * works through the entries in order itself.
 */
public interface OrderedEntryTask extends EntryTask {
    /** The costly part of the work (reading, rating), on this task's thread; the rest waits for its turn. */
    Prepared prepare(Origin origin, Entry entry);

    @Override
    default Report run(Origin origin, Entry entry) {
        return prepare(origin, entry).finish();
    }

    /**
     * What is left of an entry's work once prepared. Finished on one thread at a time, in input order, so
     * it should be short (a database write): the entries behind it wait.
     */
    @FunctionalInterface
    interface Prepared {
        Report finish();

        /** An entry whose work is over in {@code prepare} (refused, or already in the bank). */
        static Prepared done(Report report) {
            return () -> report;
        }
    }
}
