package dev.sudoku.cli.batch;

import dev.sudoku.api.Origin;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The outputs of a run's entries, each written whole even when the run is stopped (Ctrl-C's SIGINT, a kill's
 * SIGTERM). A fast run's outputs wait in a 64 KiB buffer, which is written out whenever it fills, at whatever
 * byte that falls on: a run stopped without this lost the buffered outputs and left the last one cut in
 * half. While the run is open, a shutdown hook waits for the output being written to end, writes out what
 * the buffer holds (whole outputs only), lets no other output start, and says on standard error how far the
 * output goes: {@code sudoku solve: interrupted: the output holds the first 23,518 entries whole, up to
 * big.txt, line 23518}. The JVM then exits with 130 (SIGINT) or 143 (SIGTERM).
 *
 * <p>What the outputs are is said in the run's own words ({@link Wording}): a bank's export writes puzzles,
 * each named by its id in the bank ({@code the output holds the first 1,200 puzzles whole, up to the bank's
 * #1207}); a count writes results, which come from no input ({@code no output was written}).
 */
public final class WholeOutputs implements AutoCloseable {
    /**
     * How long the hook waits for an output being written: one that is blocked (a reader that stopped reading
     * and did not go away) would otherwise keep the process from ending.
     */
    private static final long WAIT_SECONDS = 2;

    private final PrintWriter out;
    private final PrintWriter err;
    private final String command;
    private final ProgressLine progress;
    private final Wording wording;
    private final ReentrantLock lock = new ReentrantLock();
    private final Thread hook;
    private long written;
    /** Where the last output written came from: an {@link Origin}, a place in words, or null for none. */
    private Object last;

    private boolean stopped;

    /**
     * What a run's outputs are, as the line said on a stop counts them.
     *
     * @param one an output ({@code entry}, {@code puzzle}, {@code result})
     * @param many outputs
     */
    public record Wording(String one, String many) {
        /** The outputs of a run over input entries, each placed by its source and line. */
        public static final Wording ENTRIES = new Wording("entry", "entries");
    }

    private WholeOutputs(PrintWriter out, PrintWriter err, String command, ProgressLine progress, Wording wording) {
        this.wording = wording;
        this.out = out;
        this.err = err;
        this.command = command;
        this.progress = progress;
        this.hook = new Thread(this::stop, "sudoku-interrupted");
    }

    /**
     * Starts watching for a stop until {@link #close()}.
     *
     * @param command the command as typed, which starts the line said on a stop ({@code sudoku solve})
     * @param progress the progress line, erased before that line is said
     */
    public static WholeOutputs watch(PrintWriter out, PrintWriter err, String command, Progress progress) {
        return watch(out, err, command, progress, Wording.ENTRIES);
    }

    /** {@link #watch(PrintWriter, PrintWriter, String, Progress)} for outputs that are not input entries'. */
    public static WholeOutputs watch(
            PrintWriter out, PrintWriter err, String command, ProgressLine progress, Wording wording) {
        WholeOutputs outputs = new WholeOutputs(out, err, command, progress, wording);
        Runtime.getRuntime().addShutdownHook(outputs.hook);
        return outputs;
    }

    /**
     * Writes one entry's output (flushed when {@code flush}), the progress line erased around it. Once the
     * run is being stopped nothing more is written: the caller waits here for the process to end.
     */
    public void write(String text, Origin origin, boolean flush) {
        written(text, origin, flush);
    }

    /**
     * Writes one output that comes from no input entry, as {@link #write(String, Origin, boolean)} does.
     *
     * @param place where it comes from, in words ({@code the bank's #1207}), or null when it comes from
     *     nowhere a run could be taken up from (a count)
     */
    public void write(String text, String place, boolean flush) {
        written(text, place, flush);
    }

    /**
     * Writes the outputs of {@code entries} entries at once, each whole in {@code text}, the last from {@code
     * last}: a stop leaves all of them or none.
     */
    public void writeEntries(String text, int entries, Origin last) {
        written(text, last, false, entries);
    }

    private void written(String text, Object origin, boolean flush) {
        written(text, origin, flush, 1);
    }

    private void written(String text, Object origin, boolean flush, int outputs) {
        lock.lock();
        try {
            if (!stopped) {
                progress.beforeOutput();
                out.print(text);
                if (flush) {
                    out.flush();
                }
                written += outputs;
                last = origin;
                progress.afterOutput();
                return;
            }
        } finally {
            lock.unlock();
        }
        waitForTheEnd();
    }

    /** The shutdown hook: the buffered outputs written out, then the line that says how far they go. */
    private void stop() {
        boolean locked = false;
        try {
            locked = lock.tryLock(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String said;
        if (locked) {
            try {
                stopped = true;
                said = flushed() ? howFar() : "the output could not be written whole";
            } finally {
                lock.unlock();
            }
        } else {
            said = "the output may end inside an entry (it could not be written: its reader takes nothing)";
        }
        progress.close();
        err.println(command + ": interrupted: " + said);
        err.flush();
    }

    private boolean flushed() {
        try {
            out.flush();
            return true;
        } catch (OutputFailedException e) {
            return false;
        }
    }

    private String howFar() {
        if (written == 0) {
            return "no output was written";
        }
        String place = last instanceof Origin origin ? origin.describe() : (String) last;
        return "the output holds the first " + String.format(Locale.ROOT, "%,d", written) + " "
                + (written == 1 ? wording.one() : wording.many()) + " whole"
                + (place == null ? "" : ", up to " + place);
    }

    private static void waitForTheEnd() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // The process is ending; nothing is written until it has.
            }
        }
    }

    /** Writes out the outputs buffered so far (whole, as they were written). */
    public void flush() {
        lock.lock();
        try {
            out.flush();
        } finally {
            lock.unlock();
        }
    }

    /** Stops watching: the run ended by itself (or failed), and says so in its own words. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Shutting down already: the hook runs, as it should.
        }
    }
}
