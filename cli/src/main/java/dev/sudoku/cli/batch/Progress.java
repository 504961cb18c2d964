package dev.sudoku.cli.batch;

import dev.sudoku.api.Origin;
import dev.sudoku.cli.text.Plural;
import java.io.PrintWriter;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a run on standard error, with the rate, elapsed time and (when the total is known) the time
 * left, drawn only when standard error is a terminal and the run lasts more than a second, so redirected
 * output and logs never get control characters. When the results go to the same terminal, the line is
 * erased before each result and drawn again after. Does nothing when off.
 */
public final class Progress implements ProgressLine, AutoCloseable {
    private static final Progress OFF = new Progress(null, null);

    private final ProgressBar bar;
    private final TerminalLine line;
    private boolean closed;

    private Progress(ProgressBar bar, TerminalLine line) {
        this.bar = bar;
        this.line = line;
    }

    /**
     * @param task what the run does, e.g. "explain"
     * @param total entries expected, or -1 when unknown (a stream)
     * @param on whether to draw at all (standard error is a terminal and the user did not say no)
     * @param unit what is counted, e.g. " puzzles"
     */
    public static Progress start(String task, long total, boolean on, String unit) {
        if (!on) {
            return OFF;
        }
        return start(task, total, unit, new TerminalLine(System.err, width()));
    }

    /** A bar drawn by {@code line} (tests give one over their own stream). */
    static Progress start(String task, long total, String unit, TerminalLine line) {
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(line)
                .setUnit(unit, 1)
                .setUpdateIntervalMillis(500)
                .continuousUpdate()
                .clearDisplayOnFinish()
                .showSpeed(new RateFormat())
                .build();
        return new Progress(bar, line);
    }

    /** One more entry done. */
    public void step() {
        if (bar != null) {
            bar.step();
        }
    }

    /** Whether anything is drawn: callers skip building messages otherwise. */
    public boolean isOn() {
        return bar != null;
    }

    /** What is being worked on, shown after the counts (e.g. the entry a long explanation is at). */
    public void working(String what) {
        if (bar != null) {
            bar.setExtraMessage("  " + what);
        }
    }

    /** How far a long entry has got: shown as the entry worked on and its steps so far. */
    public void stepsTaken(Origin origin, int steps) {
        if (isOn()) {
            working(origin.describe() + ": " + Plural.count(steps, "step"));
        }
    }

    /** Erases the line before a result is written to the same terminal. */
    @Override
    public void beforeOutput() {
        if (line != null) {
            line.hide();
        }
    }

    /** Draws the line again after a result was written. */
    @Override
    public void afterOutput() {
        if (line != null) {
            line.show();
        }
    }

    /**
     * Ends the bar, then writes the run's last words (the error that stopped it) on {@code err}, so they
     * are the last thing on the terminal: written with the bar still running, they would be followed by
     * the bar drawn once more on the line below.
     */
    public void endWith(PrintWriter err, String lastWords) {
        close();
        err.println(lastWords);
        err.flush();
    }

    /**
     * Erases the line for good and stops the bar. The line is hidden first: the library draws the bar once
     * more as it stops (its final refresh), and that draw would land after anything already written.
     * Closing again does nothing.
     */
    @Override
    public void close() {
        if (bar != null && !closed) {
            closed = true;
            line.hide();
            bar.close();
        }
    }

    /** The terminal's width when the shell exports it, else a width every terminal has. */
    private static int width() {
        try {
            int columns = Integer.parseInt(System.getenv().getOrDefault("COLUMNS", "80"));
            return Math.max(40, Math.min(columns - 1, 160));
        } catch (NumberFormatException e) {
            return 79;
        }
    }
}
