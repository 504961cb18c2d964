package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import org.apache.spark.sql.SparkSession;

/** {@code sudoku batch --engine spark}: the Spark job in this process (or on the master given). */
public final class SparkEngine implements BatchEngine {
    /** Where a line per finished partition goes, or null for none. */
    private final Consumer<String> progress;

    /** The engine without progress lines (as the service loader makes it). */
    public SparkEngine() {
        this(null);
    }

    private SparkEngine(Consumer<String> progress) {
        this.progress = progress;
    }

    @Override
    public String name() {
        return "spark";
    }

    /**
     * This engine, with a line per finished partition of each pass over the data to {@code lines} ({@link
     * PartitionLines}) when the session draws no progress bars: on a terminal Spark's own bars show the
     * stages. In a session the caller runs (a notebook's), the lines of the last partitions may come after the
     * run returns, or not at all: only stopping a session delivers every event still queued.
     */
    @Override
    public SparkEngine withProgress(Consumer<String> lines) {
        return new SparkEngine(lines);
    }

    @Override
    public void run(LineBatch batch, String input, String output, boolean byLevel, String master) throws Exception {
        inSession(
                master,
                batch.job().name().toLowerCase(Locale.ROOT),
                spark -> SparkBatch.write(
                        SparkBatch.reports(spark, batch, input), batch.format(), batch.header(), output, byLevel));
    }

    @Override
    public void dedupe(String input, String output, String master) throws Exception {
        inSession(master, "dedupe", spark -> SparkDedupe.write(spark, input, output));
    }

    @Override
    public void stats(LineBatch rate, String input, Path output, String master) throws Exception {
        inSession(master, "stats", spark -> SparkStats.write(SparkStats.counts(spark, rate, input), output));
    }

    @Override
    public void generate(
            GenerateBatch batch, long count, OutputFormat format, String output, boolean byLevel, String master)
            throws Exception {
        inSession(
                master,
                "generate",
                spark -> SparkBatch.write(
                        SparkGenerate.reports(
                                spark,
                                batch,
                                count,
                                format,
                                spark.sparkContext().defaultParallelism()),
                        format,
                        GenerateBatch.header(format),
                        output,
                        byLevel));
    }

    @Override
    public AutoCloseable start(String master) {
        SparkSession spark = SparkBatch.localSession(master);
        return spark::stop;
    }

    private interface Job {
        void run(SparkSession spark) throws Exception;
    }

    private void inSession(String master, String name, Job job) throws Exception {
        // A session already running in this process (a notebook's, a test's) is used and left running.
        boolean own = SparkSession.getActiveSession().isEmpty();
        SparkSession spark = own ? SparkBatch.localSession(master) : SparkSession.active();
        boolean bars = spark.sparkContext().getConf().getBoolean("spark.ui.showConsoleProgress", false);
        PartitionLines lines = progress == null || bars ? null : new PartitionLines(name, progress);
        if (lines != null) {
            spark.sparkContext().addSparkListener(lines);
        }
        try {
            job.run(spark);
        } finally {
            // Stopping the session hands the listener the events still queued: every partition's line.
            if (own) {
                spark.stop();
            }
            if (lines != null) {
                spark.sparkContext().removeSparkListener(lines);
            }
        }
    }
}
