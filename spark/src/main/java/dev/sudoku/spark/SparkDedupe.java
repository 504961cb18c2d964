package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * {@link Dedupe} as a Spark job: each line keyed by its canonical form, one {@code reduceByKey} keeping the
 * first puzzle of each class and counting the class (the lines that are not puzzles each a class of their
 * own), and the rows sorted back into input order.
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
    public static JavaRDD<String> rows(SparkSession spark, String input) {
        SparkInput read = SparkInput.read(spark, input);
        return rows(read.lines(), read.layout());
    }

    static JavaRDD<String> rows(JavaRDD<String> lines, InputLayout layout) {
        return kept(lines, layout)
                .sortBy(row -> Dedupe.order(row._1()), true, Math.max(1, lines.getNumPartitions()))
                .map(row -> Dedupe.row(row._1(), size(row)));
    }

    /**
     * The same rows as a table with {@link #SCHEMA}'s columns, unsorted (a reader orders by line): for a
     * Parquet output, written by the executors, without the sort's second shuffle.
     */
    public static Dataset<Row> table(SparkSession spark, String input) {
        SparkInput read = SparkInput.read(spark, input);
        JavaRDD<Row> rows = kept(read.lines(), read.layout()).map(row -> {
            Dedupe.Keyed keyed = row._1();
            Long size = keyed.error() == null ? size(row) : null;
            return RowFactory.create(keyed.line(), keyed.puzzle(), keyed.canonical(), size, keyed.error());
        });
        return spark.createDataFrame(rows, SCHEMA);
    }

    /** Writes a {@link #table} as Parquet files under {@code directory}. */
    public static void writeParquet(Dataset<Row> table, String directory) {
        table.write().mode("overwrite").parquet(directory);
    }

    /** The first puzzle of each class with the class's size, and every line that is not a puzzle. */
    private static JavaRDD<Tuple2<Dedupe.Keyed, Long>> kept(JavaRDD<String> lines, InputLayout layout) {
        // One shuffle keeps the first of each class and counts it; a line that is not a puzzle gets a key of
        // its own (its place, which no canonical key can equal), so it passes through the same shuffle
        // instead of a second branch that would read and key the input again.
        return lines.zipWithIndex()
                .flatMap(line -> Dedupe.key(layout, line._2() + 1, line._1()).iterator())
                .mapToPair(k -> new Tuple2<>(
                        k.canonical() != null ? k.canonical() : "#" + Dedupe.order(k), new Tuple2<>(k, 1L)))
                .reduceByKey((a, b) -> new Tuple2<>(Dedupe.first(a._1(), b._1()), a._2() + b._2()))
                .values();
    }

    private static long size(Tuple2<Dedupe.Keyed, Long> row) {
        return row._1().canonical() == null ? 0 : row._2();
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
    public static void write(JavaRDD<String> rows, Path output) throws IOException {
        try (BatchOutput out = BatchOutput.file(output, Dedupe.HEADER).open()) {
            Iterator<String> each = rows.toLocalIterator();
            while (each.hasNext()) {
                out.write(new LineBatch.Output(each.next(), null));
            }
        }
    }
}
