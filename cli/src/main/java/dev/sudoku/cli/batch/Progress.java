package dev.sudoku.cli.batch;

import dev.sudoku.api.Origin;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a run on standard error, with the rate, elapsed time and (when the total is known) the time
 * left, drawn only when standard error is a terminal and the run lasts more than a second, so redirected
 * output and logs never get control characters. When the results go to the same terminal, the line is
 * erased before each result and drawn again after. Does nothing when off.
 */
public final class Progress implements AutoCloseable {
    private static final Progress OFF = new Progress(null, null);

    private final ProgressBar bar;
    private final TerminalLine line;

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
        TerminalLine line = new TerminalLine(System.err, width());
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(line)
                .setUnit(unit, 1)
                .setUpdateIntervalMillis(500)
                .continuousUpdate()
                .clearDisplayOnFinish()
                .showSpeed()
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
            working(origin.describe() + ": " + steps + (steps == 1 ? " step" : " steps"));
        }
    }

    /** Erases the line before a result is written to the same terminal. */
    public void beforeOutput() {
        if (line != null) {
            line.hide();
        }
    }

    /** Draws the line again after a result was written. */
    public void afterOutput() {
        if (line != null) {
            line.show();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
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
