package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.when;
import static org.apache.spark.sql.functions.xxhash64;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * {@link Dedupe} as a Spark job: each line keyed by its canonical form ({@link Dedupe#key}, the local
 * engine's function) into a table of {@link KeyedLines#SCHEMA}, whose entries Spark SQL moves to their class
 * (a line that is not a puzzle is a class of its own), ranks by order there, keeping the first and counting
 * the class, and, for a CSV output, moves back to the partition their line was read in, sorted there, so
 * reading the partitions in turn gives input order.
 */
public final class SparkDedupe {
    private SparkDedupe() {}

    /** The columns of a Parquet output: {@link Dedupe#HEADER}'s, typed. */
    public static final StructType SCHEMA = new StructType()
            .add("line", DataTypes.LongType, false)
            .add("puzzle", DataTypes.StringType, true)
            .add("canonical", DataTypes.StringType, true)
            .add("class_size", DataTypes.LongType, true)
            .add("error", DataTypes.StringType, true);

    /** The CSV rows (no header) of every line of {@code input} (text, CSV or Parquet), in input order. */
    public static Iterator<String> rows(SparkSession spark, String input) {
        return rows(spark, NumberedLines.of(SparkInput.read(spark, input)), () -> {});
    }

    /** The CSV rows of numbered lines, {@code check} run as each partition's keying ends. */
    static Iterator<String> rows(SparkSession spark, NumberedLines lines, SparkBatch.PartitionCheck check) {
        // Each kept entry goes back to the partition it was read in (the partition's index as the shuffle's
        // partition id), sorted there by order: no range sort, whose sampling pass would run the whole
        // aggregation a second time. The CSV rows are made there, on the executors.
        JavaRDD<String> rows = kept(spark, lines, check)
                .repartitionById(lines.partitions(), col("home"))
                .sortWithinPartitions("order")
                .javaRDD()
                .map(SparkDedupe::row);
        return new PartitionsInTurn<>(rows, rows.context().defaultParallelism());
    }

    /**
     * The same rows as a table with {@link #SCHEMA}'s columns, unsorted (a reader orders by line): for a
     * Parquet output, written by the executors, without the move back into input order.
     */
    public static Dataset<Row> table(SparkSession spark, String input) {
        return kept(spark, NumberedLines.of(SparkInput.read(spark, input)), () -> {})
                .select(
                        col("line"),
                        col("puzzle"),
                        col("canonical"),
                        when(col("error").isNull(), col("class_size")).as("class_size"),
                        col("error"));
    }

    /** Writes a {@link #table} as Parquet files under {@code directory}. */
    public static void writeParquet(Dataset<Row> table, String directory) {
        table.write().mode("overwrite").parquet(directory);
    }

    /** The first entry of each class, with the class's size in {@code class_size}. */
    private static Dataset<Row> kept(SparkSession spark, NumberedLines lines, SparkBatch.PartitionCheck check) {
        InputLayout layout = lines.layout();
        JavaRDD<Row> keyed = lines.numbered()
                .mapPartitionsWithIndex((home, each) -> new KeyedLines(layout, home, each, check), true);
        // Partitioned by a hash of the class as well as by the class, so that the sort within each partition
        // compares the hash first: canonical keys share long prefixes, which would make every comparison
        // read most of both keys.
        Column[] byClass = {xxhash64(col("canonical"), col("alone")), col("canonical"), col("alone")};
        WindowSpec inOrder = Window.partitionBy(byClass).orderBy("order");
        WindowSpec whole = inOrder.rowsBetween(Window.unboundedPreceding(), Window.unboundedFollowing());
        return spark.createDataFrame(keyed, KeyedLines.SCHEMA)
                .withColumn("rank", row_number().over(inOrder))
                .withColumn("class_size", count(lit(1)).over(whole))
                .where(col("rank").equalTo(1));
    }

    /** The CSV row of a kept entry. */
    private static String row(Row kept) {
        long order = kept.getLong(kept.fieldIndex("order"));
        Dedupe.Keyed keyed = new Dedupe.Keyed(
                kept.getLong(kept.fieldIndex("line")),
                Dedupe.seq(order),
                kept.getString(kept.fieldIndex("puzzle")),
                kept.getString(kept.fieldIndex("canonical")),
                kept.getString(kept.fieldIndex("error")));
        return Dedupe.row(keyed, kept.getLong(kept.fieldIndex("class_size")));
    }

    /** Writes the dedupe of {@code input}: Parquet when {@code output} is named so, else one local CSV file. */
    public static void write(SparkSession spark, String input, String output) throws IOException {
        if (OutputFormat.forName(output) == OutputFormat.PARQUET) {
            writeParquet(table(spark, input), output);
        } else {
            write(rows(spark, input), Path.of(output));
        }
    }

    /** Writes the header and the rows to one local file, in input order. */
    public static void write(Iterator<String> rows, Path output) throws IOException {
        try (BatchOutput out = BatchOutput.file(output, Dedupe.HEADER).open()) {
            while (rows.hasNext()) {
                out.write(new LineBatch.Output(rows.next(), null));
            }
        }
    }
}
