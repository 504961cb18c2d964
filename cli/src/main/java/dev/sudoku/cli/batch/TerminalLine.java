package dev.sudoku.cli.batch;

import java.io.PrintStream;
import me.tongfei.progressbar.ProgressBarConsumer;

/**
 * Draws the progress bar's line on the terminal: only after the run has lasted a moment (a quick run shows
 * nothing), and out of the way of the results when they go to the same terminal: {@link #hide()} erases
 * the line before a result is written and {@link #show()} draws it again after.
 */
final class TerminalLine implements ProgressBarConsumer {
    /** How long a run lasts before its line is drawn. */
    static final long DELAY_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final int width;
    private final long delayNanos;
    private final long start = System.nanoTime();
    private String last = "";
    private boolean drawn;
    private boolean hidden;
    private boolean closed;

    TerminalLine(PrintStream err, int width) {
        this(err, width, DELAY_NANOS);
    }

    TerminalLine(PrintStream err, int width, long delayNanos) {
        this.err = err;
        this.width = width;
        this.delayNanos = delayNanos;
    }

    @Override
    public int getMaxRenderedLength() {
        return width;
    }

    @Override
    public synchronized void accept(String rendered) {
        last = rendered;
        if (!hidden && System.nanoTime() - start >= delayNanos) {
            draw();
        }
    }

    synchronized void hide() {
        hidden = true;
        erase();
    }

    /** Draws the line again, unless it was closed: a closed line stays erased. */
    synchronized void show() {
        if (closed) {
            return;
        }
        hidden = false;
        if (!last.isEmpty() && System.nanoTime() - start >= delayNanos) {
            draw();
        }
    }

    @Override
    public synchronized void clear() {
        erase();
    }

    /** Erases the line for good: a refresh of the library that comes later draws nothing. */
    @Override
    public synchronized void close() {
        erase();
        closed = true;
        hidden = true;
    }

    private void draw() {
        err.print('\r' + last + " ".repeat(Math.max(0, width - last.length())) + '\r');
        err.flush();
        drawn = true;
    }

    private void erase() {
        if (drawn) {
            err.print('\r' + " ".repeat(width) + '\r');
            err.flush();
            drawn = false;
        }
    }
}
