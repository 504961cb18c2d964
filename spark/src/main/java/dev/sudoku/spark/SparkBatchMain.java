package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.LineBatch;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The job jar's entry point, for spark-submit: {@code solve|rate|dedupe|stats IN OUT [--parquet] [--time-limit SECONDS]}. The
 * master is spark-submit's. Without {@code --parquet} OUT is one local JSON Lines file written by the
 * driver in input order; with it, a directory of Parquet files with the columns of {@link
 * SparkBatch#SCHEMA}, written by the executors. Dedupe and stats write their CSV to one local file.
 */
public final class SparkBatchMain {
    private SparkBatchMain() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println(
                    "usage: SparkBatchMain solve|rate|dedupe|stats IN OUT [--parquet] [--time-limit SECONDS]");
            System.exit(2);
        }
        boolean parquet = false;
        double seconds = 60;
        for (int i = 3; i < args.length; i++) {
            switch (args[i]) {
                case "--parquet" -> parquet = true;
                case "--time-limit" -> seconds = ++i < args.length ? Double.parseDouble(args[i]) : -1;
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(2);
                }
            }
        }
        SparkSession spark =
                SparkSession.builder().appName("sudoku batch " + args[0]).getOrCreate();
        try {
            if (args[0].equals("dedupe")) {
                SparkDedupe.write(SparkDedupe.rows(spark, args[1]), Path.of(args[2]));
                return;
            }
            if (args[0].equals("stats")) {
                SparkStats.write(
                        SparkStats.counts(spark, new LineBatch(BatchJob.RATE, seconds, false), args[1]),
                        Path.of(args[2]));
                return;
            }
            LineBatch batch = new LineBatch(BatchJob.named(args[0]), seconds, false);
            var reports = SparkBatch.reports(spark, batch, args[1]);
            if (parquet) {
                SparkBatch.writeParquet(reports, args[2]);
            } else {
                SparkBatch.writeLines(reports, Path.of(args[2]));
            }
        } finally {
            spark.stop();
        }
    }
}
