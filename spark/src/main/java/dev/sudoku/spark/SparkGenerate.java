package dev.sudoku.spark;

import dev.sudoku.api.batch.GenerateBatch;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;

/**
 * {@link GenerateBatch} as a Spark job: the indexes {@code 0..count-1} cut into partitions, each
 * partition making its puzzles with one generator. Puzzle i depends on the seed and i only, so the output
 * is the same for every partitioning, and reading the partitions in turn gives index order.
 */
public final class SparkGenerate {
    private SparkGenerate() {}

    /** The reports of puzzles {@code 0..count-1}, in index order. */
    public static JavaRDD<String> reports(SparkSession spark, GenerateBatch batch, long count, int partitions) {
        return spark.range(0, count, 1, partitions).javaRDD().mapPartitions(indexes -> {
            GenerateBatch.Worker worker = batch.worker();
            List<String> out = new ArrayList<>();
            while (indexes.hasNext()) {
                out.add(worker.apply(indexes.next()));
            }
            return out.iterator();
        });
    }
}
