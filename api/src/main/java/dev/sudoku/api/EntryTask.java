package dev.sudoku.api;

import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.View;
import dev.sudoku.core.format.Entry;

/**
 * What a command does to one input entry, reported in the one JSON vocabulary. Never throws for bad
 * input: an unreadable entry, a puzzle breaking the rules or a budget running out is a report with its
 * status and reason. Implementations keep per-thread state (exact solvers preallocate theirs): make one
 * per thread.
 */
public interface EntryTask {
    Report run(Origin origin, Entry entry);

    /** The fields this task's reports have. */
    View view();
}
