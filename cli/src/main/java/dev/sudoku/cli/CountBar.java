package dev.sudoku.cli;

import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.ProgressLine;
import dev.sudoku.count.CountProgress;

/**
 * The progress bar of {@code sudoku count}: drawn once the count knows how many steps it has (the band
 * method's classes, then with {@code --essentially-different} the symmetry group's conjugacy classes, one
 * bar for both), stepped from its worker threads.
 */
final class CountBar implements CountProgress, ProgressLine, AutoCloseable {
    private final String task;
    private final boolean on;
    private volatile Progress bar;
    /** Once closed (the count ended, or the run was stopped), no bar is started any more. */
    private boolean closed;

    CountBar(String task, boolean on) {
        this.task = task;
        this.on = on;
    }

    @Override
    public synchronized void started(long units) {
        if (bar == null && !closed) {
            bar = Progress.start(task, units, on, " classes");
        }
    }

    @Override
    public synchronized void step() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public synchronized void beforeOutput() {
        if (bar != null) {
            bar.beforeOutput();
        }
    }

    @Override
    public synchronized void afterOutput() {
        if (bar != null) {
            bar.afterOutput();
        }
    }

    /** Erases the bar for good: when the count ends, and before the line a stopped count ends with. */
    @Override
    public synchronized void close() {
        closed = true;
        if (bar != null) {
            bar.close();
        }
    }
}
