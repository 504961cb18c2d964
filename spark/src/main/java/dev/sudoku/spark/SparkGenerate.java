package dev.sudoku.spark;

import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;

/**
 * {@link GenerateBatch} as a Spark job: the indexes {@code 0..count-1} cut into partitions, each
 * partition making its puzzles with one generator. Puzzle i depends on the seed and i only, so the output
 * is the same for every partitioning, and reading the partitions in turn gives index order. The rows are
 * {@link SparkBatch#SCHEMA}'s, with the puzzle's number (from 1) as the line.
 */
public final class SparkGenerate {
    private SparkGenerate() {}

    /** The reports of puzzles {@code 0..count-1} in {@code format}, in index order. */
    public static Dataset<Row> reports(
            SparkSession spark, GenerateBatch batch, long count, OutputFormat format, int partitions) {
        JavaRDD<Row> rows = spark.range(0, count, 1, partitions).javaRDD().mapPartitions(indexes -> {
            GenerateBatch.Worker worker = batch.worker();
            List<Row> out = new ArrayList<>();
            while (indexes.hasNext()) {
                long index = indexes.next();
                LineBatch.Output output = worker.output(index, format);
                out.add(RowFactory.create(index + 1, 0, output.level(), output.text(), output.succeeded()));
            }
            return out.iterator();
        });
        return spark.createDataFrame(rows, SparkBatch.SCHEMA);
    }
}
