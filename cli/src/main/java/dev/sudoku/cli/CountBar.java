package dev.sudoku.cli;

import dev.sudoku.cli.batch.Progress;
import dev.sudoku.count.CountProgress;

/**
 * The progress bar of {@code sudoku count}: drawn once the count knows how many steps it has (the band
 * method's classes, then with {@code --essentially-different} the symmetry group's conjugacy classes, one
 * bar for both), stepped from its worker threads.
 */
final class CountBar implements CountProgress, AutoCloseable {
    private final String task;
    private final boolean on;
    private volatile Progress bar;

    CountBar(String task, boolean on) {
        this.task = task;
        this.on = on;
    }

    @Override
    public synchronized void started(long units) {
        if (bar == null) {
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
    public synchronized void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
