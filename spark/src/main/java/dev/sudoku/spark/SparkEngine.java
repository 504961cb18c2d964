package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/** {@code sudoku batch --engine spark}: the Spark job in this process (or on the master given). */
public final class SparkEngine implements BatchEngine {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public void run(LineBatch batch, String input, String output, boolean byLevel, String master) throws Exception {
        inSession(
                master,
                spark -> SparkBatch.write(
                        SparkBatch.reports(spark, batch, input), batch.format(), batch.header(), output, byLevel));
    }

    @Override
    public void dedupe(String input, String output, String master) throws Exception {
        inSession(master, spark -> SparkDedupe.write(spark, input, output));
    }

    @Override
    public void stats(LineBatch rate, String input, Path output, String master) throws Exception {
        inSession(master, spark -> SparkStats.write(SparkStats.counts(spark, rate, input), output));
    }

    @Override
    public void generate(
            GenerateBatch batch, long count, OutputFormat format, String output, boolean byLevel, String master)
            throws Exception {
        inSession(
                master,
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

    private static void inSession(String master, Job job) throws Exception {
        // A session already running in this process (a notebook's, a test's) is used and left running.
        boolean own = SparkSession.getActiveSession().isEmpty();
        SparkSession spark = own ? SparkBatch.localSession(master) : SparkSession.active();
        try {
            job.run(spark);
        } finally {
            if (own) {
                spark.stop();
            }
        }
    }
}
