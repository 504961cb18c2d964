package dev.sudoku.cli.batch;

/**
 * A line drawn on the terminal that the outputs must not run into ({@link Progress}, or a bar that starts
 * only once its total is known): erased around each output, and for good before the line a stopped run ends
 * with.
 */
public interface ProgressLine {
    /** Erases the line before an output is written to the same terminal. */
    void beforeOutput();

    /** Draws the line again after an output was written. */
    void afterOutput();

    /** Erases the line for good and stops it; closing again does nothing. */
    void close();
}
