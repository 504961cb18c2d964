package dev.sudoku.spark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Reports whose computing fails in a task, as a task that cannot write fails a job. */
final class FailingTasks {
    /** What the failing task throws, for a test to find in what the failure says. */
    static final String MESSAGE = "a task that always fails";

    private FailingTasks() {}

    /** The reports, but the task that holds input line {@code line} fails on every attempt. */
    static Dataset<Row> at(Dataset<Row> reports, long line) {
        return reports.sparkSession()
                .createDataFrame(
                        reports.javaRDD().map(row -> {
                            if (row.getLong(0) == line) {
                                throw new IllegalStateException(MESSAGE);
                            }
                            return row;
                        }),
                        SparkBatch.SCHEMA);
    }
}
