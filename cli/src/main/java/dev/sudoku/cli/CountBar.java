package dev.sudoku.cli;

import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.ProgressLine;
import dev.sudoku.count.CountProgress;

/**
 * The progress bar of {@code sudoku count}: drawn once the count knows how many steps it has (the band
 * method's classes, then with {@code --essentially-different} the symmetry group's conjugacy classes, one
 * bar for both), stepped from its worker threads. Until then a line of its own says the count is setting up,
 * with the time spent: finding the 9x9 symmetry group's classes takes 8-14 s, which would otherwise pass with
 * nothing on the terminal.
 */
final class CountBar implements CountProgress, ProgressLine, AutoCloseable {
    private final String task;
    private final boolean on;
    private volatile Progress bar;
    /** The set-up line, until the bar is drawn. */
    private final Progress settingUp;
    /** Once closed (the count ended, or the run was stopped), no bar is started any more. */
    private boolean closed;

    CountBar(String task, boolean on) {
        this.task = task;
        this.on = on;
        this.settingUp = Progress.start(task + ": setting up", -1, on, "");
    }

    @Override
    public synchronized void started(long units) {
        if (bar == null && !closed) {
            settingUp.close();
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
        (bar != null ? bar : settingUp).beforeOutput();
    }

    @Override
    public synchronized void afterOutput() {
        (bar != null ? bar : settingUp).afterOutput();
    }

    /** Erases the bar for good: when the count ends, and before the line a stopped count ends with. */
    @Override
    public synchronized void close() {
        closed = true;
        settingUp.close();
        if (bar != null) {
            bar.close();
        }
    }
}
