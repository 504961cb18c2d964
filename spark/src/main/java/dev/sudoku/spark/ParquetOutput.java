package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Leftover;
import java.io.IOException;
import java.time.Duration;
import java.util.function.Consumer;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.SparkSession;

/**
 * A Parquet output directory that replaces an earlier one only once the new one is whole. Spark's own
 * overwrite deletes the earlier directory when the job starts, so a run that fails or is stopped part-way
 * would lose it. Here the job writes a hidden directory beside the output, {@code .OUT.PID.partial} (the
 * local engine's name for its partial files), on the same file system; when the job has committed it,
 * the earlier output is moved aside, the new one renamed into place and the earlier one deleted. A failed
 * job's partial directory is deleted; a stopped run's may stay, and so may the earlier output moved aside
 * when a run is stopped between the two renames: the next run into the same output sets both right before it
 * writes ({@link StoppedRunLeftovers}). File systems rename a directory in one step (HDFS, local disks);
 * object stores copy it, which is slower but ends the same.
 */
final class ParquetOutput {
    /** How long a failed job's partial directory is watched for files its cancelled tasks still write. */
    private static final Duration SETTLING = Duration.ofSeconds(10);

    private static final Duration QUIET_SPELL = Duration.ofMillis(200);

    private ParquetOutput() {}

    /**
     * Runs {@code write} on a partial directory beside {@code directory}, then moves it into place.
     *
     * @param write writes Parquet files under the path it is given (by the executors)
     * @param leftovers told what stopped runs into the same output left and what was done with it
     * @throws IOException when a rename or delete fails; the earlier output, if any, is then left at its place
     *     or at {@code .OUT.PID.earlier} beside it, as the message says
     */
    static void replace(SparkSession spark, String directory, Consumer<String> write, Consumer<Leftover> leftovers)
            throws IOException {
        Path target = new Path(directory);
        FileSystem fs = target.getFileSystem(spark.sparkContext().hadoopConfiguration());
        Path partial = beside(target, BatchOutput.temporaryName(target.getName()));
        StoppedRunLeftovers.clear(fs, target).forEach(leftovers);
        boolean written = false;
        try {
            write.accept(partial.toString());
            written = true;
        } finally {
            // Not a catch: a failed job's SparkException is a checked exception that Scala code throws
            // undeclared.
            if (!written) {
                deleteSettled(fs, partial);
            }
        }
        Path earlier = beside(
                target, "." + target.getName() + "." + ProcessHandle.current().pid() + ".earlier");
        boolean hadEarlier = fs.exists(target);
        if (hadEarlier && !fs.rename(target, earlier)) {
            fs.delete(partial, true);
            throw new IOException("cannot move the earlier " + target + " aside to replace it");
        }
        if (!fs.rename(partial, target)) {
            String kept = hadEarlier ? " (the earlier output is at " + earlier + ")" : "";
            throw new IOException("cannot rename " + partial + " to " + target + kept);
        }
        if (hadEarlier && !fs.delete(earlier, true)) {
            throw new IOException(target + " is written, but the earlier output at " + earlier + " cannot be deleted");
        }
    }

    /**
     * Deletes a failed job's partial directory until it stays deleted. Spark fails a job at its first failed
     * task and cancels the others, which stop only when their threads notice: one still writing recreates its
     * file (and the folders above it) after a single delete. Deleted again after each quiet spell in which
     * something reappeared, for a few seconds at most.
     */
    private static void deleteSettled(FileSystem fs, Path partial) throws IOException {
        long deadline = System.nanoTime() + SETTLING.toNanos();
        do {
            fs.delete(partial, true);
            try {
                Thread.sleep(QUIET_SPELL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        } while (fs.exists(partial) && System.nanoTime() < deadline);
    }

    private static Path beside(Path target, String name) {
        return target.getParent() == null ? new Path(name) : new Path(target.getParent(), name);
    }
}
