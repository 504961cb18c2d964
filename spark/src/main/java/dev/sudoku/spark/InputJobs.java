package dev.sudoku.spark;

import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.LongAccumulator;

/**
 * The jobs that read an input ({@code solve}, {@code rate}, {@code dedupe}, {@code stats}) on a session the
 * caller holds, so {@code sudoku batch --engine spark} ({@link SparkEngine}) and spark-submit's main class
 * ({@link SparkBatchMain}) run them alike and tell of the same empty inputs. The jobs print nothing.
 *
 * @param leftovers told what stopped runs into the same output left beside it and what was done with it
 * @param emptyInput told when the input held no puzzle: no report or row came of it
 */
record InputJobs(Consumer<Leftover> leftovers, Runnable emptyInput) {
    InputJobs {
        Objects.requireNonNull(leftovers, "leftovers");
        Objects.requireNonNull(emptyInput, "emptyInput");
    }

    /** Writes the reports of {@code solve} or {@code rate}; returns whether each has a success status. */
    boolean run(SparkSession spark, LineBatch batch, String input, String output, boolean byLevel) throws IOException {
        LongAccumulator made = spark.sparkContext().longAccumulator("reports made");
        boolean allSucceeded = SparkBatch.write(
                SparkBatch.reports(spark, batch, input, made),
                batch.format(),
                batch.header(),
                output,
                byLevel,
                leftovers);
        // A retried partition may add its count twice: only zero is exact, and only zero is asked.
        if (made.sum() == 0) {
            emptyInput.run();
        }
        return allSucceeded;
    }

    void dedupe(SparkSession spark, String input, String output) throws IOException {
        if (!SparkDedupe.write(spark, input, output, leftovers)) {
            emptyInput.run();
        }
    }

    void stats(SparkSession spark, LineBatch rate, String input, Path output) throws IOException {
        Map<String, Long> counts = SparkStats.counts(spark, rate, input);
        JobFailure.writing(output.toString(), () -> {
            SparkStats.write(counts, output);
            return true;
        });
        // Every report counts at least its status: no count, no report.
        if (counts.isEmpty()) {
            emptyInput.run();
        }
    }
}
