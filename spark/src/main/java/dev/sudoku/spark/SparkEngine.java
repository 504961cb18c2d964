package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.Leftover;
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

    /** The jobs that read an input, with whom they tell of leftovers and of an input without a puzzle. */
    private final InputJobs jobs;

    /**
     * The engine without progress lines, telling nobody of leftovers or empty inputs (as the service loader
     * makes it).
     */
    public SparkEngine() {
        this(null, new InputJobs(leftover -> {}, () -> {}));
    }

    private SparkEngine(Consumer<String> progress, InputJobs jobs) {
        this.progress = progress;
        this.jobs = jobs;
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
        return new SparkEngine(lines, jobs);
    }

    @Override
    public SparkEngine withLeftovers(Consumer<Leftover> found) {
        return new SparkEngine(progress, new InputJobs(found, jobs.emptyInput()));
    }

    @Override
    public SparkEngine withEmptyInput(Runnable noPuzzles) {
        return new SparkEngine(progress, new InputJobs(jobs.leftovers(), noPuzzles));
    }

    @Override
    public boolean run(LineBatch batch, String input, String output, boolean byLevel, String master) throws Exception {
        return inSession(
                master,
                batch.job().name().toLowerCase(Locale.ROOT),
                spark -> jobs.run(spark, batch, input, output, byLevel));
    }

    @Override
    public void dedupe(String input, String output, String master) throws Exception {
        inSession(master, "dedupe", spark -> {
            jobs.dedupe(spark, input, output);
            return true;
        });
    }

    @Override
    public void stats(LineBatch rate, String input, Path output, String master) throws Exception {
        inSession(master, "stats", spark -> {
            jobs.stats(spark, rate, input, output);
            return true;
        });
    }

    @Override
    public boolean generate(
            GenerateBatch batch, long count, OutputFormat format, String output, boolean byLevel, String master)
            throws Exception {
        return inSession(
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
                        byLevel,
                        jobs.leftovers()));
    }

    @Override
    public AutoCloseable start(String master) {
        SparkSession spark = session(master);
        return spark::stop;
    }

    /** A session on {@code master}; a master Spark cannot parse is {@link BadMasterException}. */
    private static SparkSession session(String master) {
        try {
            return SparkBatch.localSession(master);
        } catch (Exception e) {
            // Spark says "Could not parse Master URL: '...'" (a SparkException, checked though Scala declares
            // none) and stops its context.
            String message = String.valueOf(e.getMessage());
            if (message.startsWith("Could not parse Master URL")) {
                throw new BadMasterException("Spark cannot run on '" + master + "' (a master is local, local[N],"
                        + " local[*], spark://HOST:PORT, yarn or k8s://URL)");
            }
            throw e;
        }
    }

    /** A job that returns whether every report it wrote has a success status. */
    private interface Job {
        boolean run(SparkSession spark) throws Exception;
    }

    private boolean inSession(String master, String name, Job job) throws Exception {
        // A session already running in this process (a notebook's, a test's) is used and left running.
        boolean own = SparkSession.getActiveSession().isEmpty();
        SparkSession spark = own ? session(master) : SparkSession.active();
        boolean bars = spark.sparkContext().getConf().getBoolean("spark.ui.showConsoleProgress", false);
        PartitionLines lines = progress == null || bars ? null : new PartitionLines(name, progress);
        if (lines != null) {
            spark.sparkContext().addSparkListener(lines);
        }
        try {
            // A job that failed in its tasks: said in one line by the caller, Spark's log of it kept quiet.
            return JobFailure.named(() -> job.run(spark));
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
