package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple2;

/**
 * A {@link LineBatch} as a Spark job: the input's lines are numbered ({@code zipWithIndex}, which numbers
 * them in file order across partitions), each partition makes one worker and maps its lines through the
 * same function as the local engine, and the reports come out as rows {@code (line, seq, report)}.
 *
 * <p>No sort: {@code zipWithIndex} and {@code mapPartitions} keep the order of the partitions and of the
 * rows within each, so reading the partitions in turn ({@link #writeLines}) gives input order without a
 * shuffle, and a range sort's sampling pass would compute every report twice. A task that fails part-way
 * is computed again whole by Spark, and only a finished attempt's rows reach the output, so every input
 * line is reported exactly once.
 */
public final class SparkBatch {
    /**
     * The rows' columns: the 1-based input line, the entry's place on its line (from 0), the puzzle's level
     * (null when the report has none), the report in the batch's format (JSON for Parquet), and whether the
     * report has a success status (for the exit code; not written to a Parquet output).
     */
    static final String SUCCEEDED = "succeeded";

    public static final StructType SCHEMA = new StructType()
            .add("line", DataTypes.LongType, false)
            .add("seq", DataTypes.IntegerType, false)
            .add("level", DataTypes.StringType, true)
            .add("report", DataTypes.StringType, false)
            .add(SUCCEEDED, DataTypes.BooleanType, false);

    /** A check run as each partition's work ends; tests make it fail some first attempts. */
    @FunctionalInterface
    interface PartitionCheck extends Serializable {
        void partitionDone();
    }

    private SparkBatch() {}

    /**
     * Spark's Kryo serializer for what tasks send back and for the shuffles of text, faster than Java
     * serialization. Set on the sessions the jobs create; a session created elsewhere keeps its own
     * serializer, which works, more slowly. The dedupe's shuffles use their own ({@link DedupeSerializer}).
     */
    static final String SERIALIZER = "org.apache.spark.serializer.KryoSerializer";

    /** The settings every session the jobs create gets, on a cluster too. */
    static SparkSession.Builder configured(SparkSession.Builder builder) {
        return builder.config("spark.serializer", SERIALIZER)
                // The objects sent share nothing and hold no cycles, so Kryo need not track references.
                .config("spark.kryo.referenceTracking", "false");
    }

    /** A session in this process: no web UI, the driver on the loopback address. */
    public static SparkSession localSession(String master) {
        return configured(SparkSession.builder())
                .appName("sudoku batch")
                .master(master)
                .config("spark.ui.enabled", "false")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "4")
                // A task's result over 1 MB (a small dedupe's keyed partition) is otherwise stored in the
                // block manager and fetched from there, 3-19 ms a task; in this process it need not travel.
                .config("spark.task.maxDirectResultSize", "64m")
                // Not the working directory: a batch run creates no tables.
                .config("spark.sql.warehouse.dir", System.getProperty("java.io.tmpdir") + "/sudoku-spark-warehouse")
                // Spark's own progress, one bar per stage, when a person watches the console.
                .config("spark.ui.showConsoleProgress", String.valueOf(System.console() != null))
                .getOrCreate();
    }

    /**
     * The reports of every line of {@code input} (a path Spark can read: text, CSV or Parquet, see {@link
     * SparkInput}), in input order.
     */
    public static Dataset<Row> reports(SparkSession spark, LineBatch batch, String input) {
        return reports(spark, batch, input, () -> {});
    }

    static Dataset<Row> reports(SparkSession spark, LineBatch batch, String input, PartitionCheck check) {
        return reports(spark, batch, input, check, spark.sparkContext().longAccumulator());
    }

    /**
     * The reports of every line of {@code input}, adding to {@code made} how many each partition makes as it
     * is computed: none when the input holds no puzzle (a retried partition may add its count twice, so
     * only zero is exact).
     */
    public static Dataset<Row> reports(SparkSession spark, LineBatch batch, String input, LongAccumulator made) {
        return reports(spark, batch, input, () -> {}, made);
    }

    private static Dataset<Row> reports(
            SparkSession spark, LineBatch batch, String input, PartitionCheck check, LongAccumulator made) {
        SparkInput read = SparkInput.read(spark, input);
        return reports(spark, batch.withLayout(read.layout()), input, read.lines(), check, made);
    }

    /** The reports of lines already read; {@code source} is the name reports give their file. */
    static Dataset<Row> reports(
            SparkSession spark, LineBatch batch, String source, JavaRDD<String> lines, PartitionCheck check) {
        return reports(spark, batch, source, lines, check, spark.sparkContext().longAccumulator());
    }

    private static Dataset<Row> reports(
            SparkSession spark,
            LineBatch batch,
            String source,
            JavaRDD<String> lines,
            PartitionCheck check,
            LongAccumulator made) {
        JavaRDD<Row> rows = lines.zipWithIndex().mapPartitions(numbered -> {
            LineBatch.Worker worker = batch.worker();
            List<Row> out = new ArrayList<>();
            while (numbered.hasNext()) {
                Tuple2<String, Long> line = numbered.next();
                long number = line._2() + 1;
                List<LineBatch.Output> outputs = worker.outputs(source, number, line._1());
                for (int seq = 0; seq < outputs.size(); seq++) {
                    LineBatch.Output output = outputs.get(seq);
                    out.add(RowFactory.create(number, seq, output.level(), output.text(), output.succeeded()));
                }
            }
            check.partitionDone();
            made.add(out.size());
            return out.iterator();
        });
        return spark.createDataFrame(rows, SCHEMA);
    }

    /**
     * Writes the reports as {@code format} says: Parquet files under the directory {@code output} (by the
     * executors), or one local file, or one local file per level in the directory {@code output}, starting
     * with {@code header} (null for none), written by the driver in input order.
     *
     * A local output that cannot be written is {@link dev.sudoku.api.batch.BatchEngine.RunFailedException}
     * in the local engine's words ({@link JobFailure#writing}).
     *
     * @param leftovers told what stopped runs into a Parquet output left and what was done with it
     * @return whether every report has a success status (true for Parquet, which its writer checks)
     */
    public static boolean write(
            Dataset<Row> reports,
            OutputFormat format,
            String header,
            String output,
            boolean byLevel,
            Consumer<Leftover> leftovers)
            throws IOException {
        if (format == OutputFormat.PARQUET) {
            writeParquet(reports, output, byLevel, leftovers);
            return true;
        }
        return JobFailure.writing(
                output,
                () -> write(
                        reports,
                        byLevel
                                ? BatchOutput.byLevel(Path.of(output), format, header)
                                : BatchOutput.file(Path.of(output), header).open()));
    }

    /** Writes the reports to one local file, one a line, partition by partition: input order. */
    public static void writeLines(Dataset<Row> reports, Path output) throws IOException {
        write(reports, BatchOutput.file(output, null).open());
    }

    /**
     * Writes the reports through {@code output} (one file or one per level, as the local engine writes
     * them), partition by partition: input order; the files are moved into place when every row is written.
     *
     * @return whether every report has a success status
     */
    public static boolean write(Dataset<Row> reports, BatchOutput output) throws IOException {
        try (output) {
            Iterator<Row> rows = new PartitionsInTurn<>(
                    reports.javaRDD(), reports.sparkSession().sparkContext().defaultParallelism());
            while (rows.hasNext()) {
                Row row = rows.next();
                output.write(new LineBatch.Output(row.getString(3), row.getString(2), row.getBoolean(4)));
            }
            output.finish();
            return output.allSucceeded();
        }
    }

    /**
     * Writes the reports as Parquet files under {@code directory}, by the executors; read them back ordered
     * by line and seq. Split by level, each level is a {@code level=...} subdirectory (Hive's layout, which
     * every Parquet reader understands), and reports without a level go to Spark's default partition. An
     * earlier output is replaced only once the new one is whole ({@link ParquetOutput}); {@code leftovers}
     * is told what stopped runs into the same directory left and what was done with it.
     */
    public static void writeParquet(
            Dataset<Row> reports, String directory, boolean byLevel, Consumer<Leftover> leftovers) throws IOException {
        ParquetOutput.replace(
                reports.sparkSession(),
                directory,
                partial -> {
                    var writer = reports.drop(SUCCEEDED).write().mode("overwrite");
                    (byLevel ? writer.partitionBy("level") : writer).parquet(partial);
                },
                leftovers);
    }

    /** The report lines of a Parquet output, in input order. */
    public static List<String> readParquet(SparkSession spark, String directory) {
        List<String> lines = new ArrayList<>();
        spark.read()
                .parquet(directory)
                .orderBy("line", "seq")
                .select("report")
                .collectAsList()
                .forEach(row -> lines.add(row.getString(0)));
        return lines;
    }
}
