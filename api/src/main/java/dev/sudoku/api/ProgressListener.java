package dev.sudoku.api;

/**
 * Told how far a long entry has got (the steps of an explanation so far), so a caller can show progress
 * before the entry's report is ready. Called on the working thread; keep it quick.
 */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (origin, steps) -> {};

    void stepsTaken(Origin origin, int steps);
}
