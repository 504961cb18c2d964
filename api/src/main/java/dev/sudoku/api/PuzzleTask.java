package dev.sudoku.api;

import dev.sudoku.api.json.Report;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;

/**
 * A task on the puzzles of a batch: an entry that could not be read is reported INVALID in the task's
 * view, with the reader's message as the reason; a puzzle goes to {@link #runPuzzle}.
 */
abstract class PuzzleTask implements EntryTask {
    @Override
    public final Report run(Origin origin, Entry entry) {
        if (entry instanceof Entry.Malformed bad) {
            return Reports.unreadable(view(), origin, bad);
        }
        return runPuzzle(origin, ((Entry.Puzzle) entry).grid());
    }

    /** The report on a puzzle that was read. */
    abstract Report runPuzzle(Origin origin, Grid puzzle);
}
