package dev.sudoku.cli.batch;

import dev.sudoku.cli.text.Plural;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The local engine's progress: its input is worked through in blocks of lines (its partitions, as Spark's
 * are), and a line is printed as each block's last output is written: which lines, how many outputs, the
 * block's rate and the whole run's. {@link #NONE} prints nothing.
 */
public final class BlockProgress {
    /** No progress lines. */
    public static final BlockProgress NONE = new BlockProgress(null, "", 1);

    private final PrintWriter err;
    private final String job;
    private final long blockLines;
    private final long started = System.nanoTime();
    private long blockStarted = started;
    private long lines;
    private long outputs;
    private long blockOutputs;
    private int block;

    /**
     * @param err where the lines go
     * @param job the job's name, as the lines start with it
     * @param blockLines the input lines of one block
     */
    public BlockProgress(PrintWriter err, String job, long blockLines) {
        this.err = err;
        this.job = job;
        this.blockLines = blockLines;
    }

    /** One input line is done, with its outputs. */
    public void lineDone(int lineOutputs) {
        lines++;
        outputs += lineOutputs;
        blockOutputs += lineOutputs;
        if (lines % blockLines == 0) {
            blockDone();
        }
    }

    /** The outputs of the lines done so far. */
    public long outputs() {
        return outputs;
    }

    /** The input is done: reports its last, partial block. */
    public void finish() {
        if (lines % blockLines != 0) {
            blockDone();
        }
        if (err != null) {
            err.printf(
                    Locale.ROOT,
                    "batch %s: done, %,d %s, %,d %s in %.1f s%n",
                    job,
                    lines,
                    Plural.of(lines, "line"),
                    outputs,
                    Plural.of(outputs, "output"),
                    (System.nanoTime() - started) / 1e9);
            err.flush();
        }
    }

    private void blockDone() {
        block++;
        long now = System.nanoTime();
        if (err != null) {
            long first = (block - 1) * blockLines + 1;
            double seconds = (now - blockStarted) / 1e9;
            double total = (now - started) / 1e9;
            err.printf(
                    Locale.ROOT,
                    "batch %s: block %d done (%s): %,d %s in %.1f s, %,.0f lines/s overall%n",
                    job,
                    block,
                    first == lines
                            ? String.format(Locale.ROOT, "line %,d", lines)
                            : String.format(Locale.ROOT, "lines %,d-%,d", first, lines),
                    blockOutputs,
                    Plural.of(blockOutputs, "output"),
                    seconds,
                    lines / Math.max(total, 1e-9));
            err.flush();
        }
        blockStarted = now;
        blockOutputs = 0;
    }
}
