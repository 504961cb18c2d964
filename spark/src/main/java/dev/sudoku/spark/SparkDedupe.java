package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.HashPartitioner;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.rdd.ShuffledRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple2;

/**
 * {@link Dedupe} as a Spark job: each line keyed by its canonical form ({@link Dedupe#key}, the local
 * engine's function), each entry sent to its class's partition, where one hash map keeps the first entry of
 * each class and counts the class (a line that is not a puzzle is a class of its own), and, for a CSV
 * output, the kept entries sent back to the partition their line was read in and sorted there, so reading
 * the partitions in turn gives input order.
 *
 * <p>A text input of up to {@link #COUNTED_ON_DRIVER} bytes written as CSV takes a shorter way: the
 * executors key its lines ({@link KeyedPartition}) and the driver counts the classes as the local engine
 * does, each partition as it comes in while the executors key the next ones ({@link ResultsInOrder}). One
 * job of one stage, against a pass to number the lines, two shuffles and a job for each partition read back:
 * on 97,924 puzzles Spark took 0.4-0.45 s that way against 0.5-0.6 s (the local engine 0.3-0.35 s). A
 * small input that is one file is read by the driver and sent in slices with the tasks ({@link
 * DriverSlices}): on the same puzzles, in one JVM taking turns with the local engine, 0.46-0.51 s a run
 * against 0.55-0.56 s read by Hadoop's line reader in splits of 512 KB.
 *
 * <p>Sending each row back to its input partition ({@link InputPartitions}) replaces a range sort, whose
 * sampling pass would run the whole aggregation a second time. Both shuffles carry {@link ClassKey} and
 * {@link ClassFirst} objects, whose text is packed half a byte a character, written by a serializer of
 * their own ({@link DedupeSerializer}: Spark's Kryo cost a new Kryo and new generated classes every task);
 * the CSV rows are made after the second, on the executors.
 *
 * <p>Memory: each task holds its partition's classes (250-300 bytes a class), then its kept entries, as
 * the rate job's tasks hold their reports; an input is read in at least three splits per core ({@link
 * SparkInput}), a text split at most one file block. Spark's spilling structures did the same work at a
 * higher price: {@code combineByKey}'s map and {@code repartitionAndSortWithinPartitions}'s sorter took
 * about a fifth of the executors' time (sampling their own size, comparing boxed keys): back to back, the
 * job with them cost a median 2.63x the local engine's CPU time, this one 1.85x (bench/results, 2026-11-29).
 *
 * <p>Tried and dropped, each measured with {@code sudoku bench --spark --spark-jobs dedupe}:
 *
 * <ul>
 *   <li>Spark SQL: the keyed entries as a table, a window partitioned by class and ordered by line
 *       ({@code row_number} and a whole-frame {@code count}), the kept rows sent home with {@code
 *       repartitionById} and sorted there: 3.7-3.8 CPU seconds against 3.0-3.5 for the RDD job of the same
 *       shape as it then was. The window buffers and copies every one-row class, and each run plans and generates code on
 *       the driver. A {@code groupBy} with partial aggregation cannot carry the first puzzle: {@code min} or
 *       {@code min_by} over a string or struct has no hash aggregate, and Spark sorts instead.
 *   <li>Combining within each partition before the shuffle: most classes of a list hold one puzzle, so
 *       the shuffle moves as many records, and {@code reduceByKey}'s map-side combine cost more than it saved
 *       (2.3x the local engine against 2.1x without it, results of 2026-11-26).
 *   <li>Shuffle files left uncompressed ({@code spark.shuffle.compress=false} on the in-process session): no
 *       change beyond the noise (results of 2026-11-30).
 * </ul>
 */
public final class SparkDedupe {
    private SparkDedupe() {}

    /**
     * The largest text input (in bytes, about 400,000 puzzle lines) whose classes are counted on the driver:
     * the executors key the lines (the costly part, some 5 µs a puzzle) and send them back whole, and the
     * driver counts them with the local engine's {@link Dedupe.Classes}, holding the first entry of every
     * class as the local engine does (about 400 bytes a class, so up to some 160 MB). Counting them on the
     * executors instead takes a pass to number the lines, two shuffles, three stages and a job for each
     * partition read back; above this size the driver holds a few partitions at a time, and a Parquet input
     * always takes that way.
     */
    static final long COUNTED_ON_DRIVER = 32L << 20;

    /**
     * The most input bytes a task keys for the driver: a small input is cut on the driver ({@link
     * DriverSlices}) and each slice travels with its task, which stays under the size Spark warns of (1,000
     * KiB). Fewer, larger tasks cost less: on 97,924 puzzles (8 MB) slices of 1 MB took 0.49 s where slices
     * of 768 KB took 0.53 s and of 512 KB 0.55 s; a task's result is written in chunks ({@link
     * ChunkedBytes}), so its size no longer bounds the slice's.
     */
    static final long KEYED_SLICE_BYTES = 960L << 10;

    /** The columns of a Parquet output: {@link Dedupe#HEADER}'s, typed. */
    public static final StructType SCHEMA = new StructType()
            .add("line", DataTypes.LongType, false)
            .add("puzzle", DataTypes.StringType, true)
            .add("canonical", DataTypes.StringType, true)
            .add("class_size", DataTypes.LongType, true)
            .add("error", DataTypes.StringType, true);

    /** The CSV rows (no header) of every line of {@code input} (text, CSV or Parquet), in input order. */
    public static Iterator<String> rows(SparkSession spark, String input) {
        long bytes = SparkInput.textBytes(spark, input);
        if (bytes <= COUNTED_ON_DRIVER) {
            int splits = (int)
                    Math.max(SparkInput.defaultSplits(spark), (bytes + KEYED_SLICE_BYTES - 1) / KEYED_SLICE_BYTES);
            SparkInput read = DriverSlices.read(spark, input, Math.max(1, (bytes + splits - 1) / splits))
                    .orElseGet(() -> SparkInput.read(spark, input, splits));
            return countedOnDriver(read, () -> {});
        }
        return countedOnExecutors(NumberedLines.of(SparkInput.read(spark, input)), () -> {});
    }

    /**
     * The CSV rows of a small input, its classes counted on the driver as each partition's keyed lines come
     * in, in order, while the executors key the next ones; {@code check} runs as each partition's keying ends.
     */
    static Iterator<String> countedOnDriver(SparkInput input, SparkBatch.PartitionCheck check) {
        InputLayout layout = input.layout();
        Dedupe.Classes classes = new Dedupe.Classes();
        long[] before = {0};
        ResultsInOrder.forEach(
                input.lines()
                        .mapPartitionsWithIndex(
                                (partition, each) -> List.<byte[][]>of(
                                                KeyedPartition.pack(layout, partition, each, check))
                                        .iterator(),
                                true),
                partition -> before[0] += KeyedPartition.unpack(partition, layout, before[0], classes::add));
        return classes.rows().iterator();
    }

    /**
     * The CSV rows of numbered lines, their classes counted on the executors; {@code check} runs as each
     * partition's keying ends.
     */
    static Iterator<String> countedOnExecutors(NumberedLines lines, SparkBatch.PartitionCheck check) {
        // The rows are written after the move home, so the shuffle carries packed entries, not CSV text.
        JavaRDD<String> rows = shuffled(
                        kept(lines, check)
                                .mapToPair(kept ->
                                        new Tuple2<>(kept._2().order, kept._2().of(kept._1()))),
                        lines.partitions())
                .mapPartitions(SparkDedupe::inOrder);
        return new PartitionsInTurn<>(rows, rows.context().defaultParallelism());
    }

    /**
     * The same rows as a table with {@link #SCHEMA}'s columns, unsorted (a reader orders by line): for a
     * Parquet output, written by the executors, without the shuffle back into input order. Each row adds one to
     * {@code made} as it is made (a retried task may add its rows twice, so only zero is exact).
     */
    public static Dataset<Row> table(SparkSession spark, String input, LongAccumulator made) {
        JavaRDD<Row> rows = kept(NumberedLines.of(SparkInput.read(spark, input)), () -> {})
                .map(kept -> {
                    made.add(1);
                    ClassFirst first = kept._2();
                    Dedupe.Keyed keyed = first.of(kept._1()).keyed();
                    return RowFactory.create(
                            keyed.line(), keyed.puzzle(), keyed.canonical(), first.classSize(), keyed.error());
                });
        return spark.createDataFrame(rows, SCHEMA);
    }

    /**
     * Writes a {@link #table} as Parquet files under {@code directory}, replacing an earlier output only once
     * the new one is whole ({@link ParquetOutput}), telling {@code leftovers} what stopped runs left there.
     */
    public static void writeParquet(Dataset<Row> table, String directory, Consumer<Leftover> leftovers)
            throws IOException {
        ParquetOutput.replace(
                table.sparkSession(),
                directory,
                partial -> table.write().mode("overwrite").parquet(partial),
                leftovers);
    }

    /** Each class's key and first entry, with the class's size. */
    private static JavaPairRDD<ClassKey, ClassFirst> kept(NumberedLines lines, SparkBatch.PartitionCheck check) {
        InputLayout layout = lines.layout();
        return shuffled(
                        lines.numbered().mapPartitionsToPair(each -> new KeyedLines(layout, each, check)),
                        new HashPartitioner(lines.partitions().numPartitions()))
                .mapPartitionsToPair(SparkDedupe::firsts, true);
    }

    /** The pairs moved to the partitioner's partitions, written by {@link DedupeSerializer}. */
    private static <K, V> JavaPairRDD<K, V> shuffled(JavaPairRDD<K, V> pairs, Partitioner partitioner) {
        ShuffledRDD<K, V, V> moved =
                new ShuffledRDD<>(pairs.rdd(), partitioner, pairs.kClassTag(), pairs.vClassTag(), pairs.vClassTag());
        moved.setSerializer(new DedupeSerializer());
        return new JavaPairRDD<>(moved, pairs.kClassTag(), pairs.vClassTag());
    }

    /** The first entry of each class among a partition's entries, counting the class. */
    private static Iterator<Tuple2<ClassKey, ClassFirst>> firsts(Iterator<Tuple2<ClassKey, ClassFirst>> entries) {
        Map<ClassKey, ClassFirst> firsts = new HashMap<>();
        entries.forEachRemaining(entry -> firsts.merge(entry._1(), entry._2(), ClassFirst::merge));
        return firsts.entrySet().stream()
                .map(first -> new Tuple2<>(first.getKey(), first.getValue()))
                .iterator();
    }

    /** The CSV rows of a partition's kept entries, in input order. */
    private static Iterator<String> inOrder(Iterator<Tuple2<Long, ClassFirst>> kept) {
        List<ClassFirst> firsts = new ArrayList<>();
        kept.forEachRemaining(entry -> firsts.add(entry._2()));
        firsts.sort(Comparator.comparingLong(first -> first.order));
        return firsts.stream()
                .map(first -> Dedupe.row(first.keyed(), first.size))
                .iterator();
    }

    /**
     * Writes the dedupe of {@code input}: Parquet when {@code output} is named so (telling {@code leftovers}
     * what stopped runs left there), else one local CSV file, which when it cannot be written is {@link
     * dev.sudoku.api.batch.BatchEngine.RunFailedException} in the local engine's words ({@link
     * JobFailure#writing}).
     *
     * @return whether a row was written: none when the input holds no puzzle (nothing but blank, comment or
     *     header lines), since every other line starts a class or joins one
     */
    public static boolean write(SparkSession spark, String input, String output, Consumer<Leftover> leftovers)
            throws IOException {
        if (OutputFormat.forName(output) == OutputFormat.PARQUET) {
            LongAccumulator made = spark.sparkContext().longAccumulator("dedupe rows made");
            writeParquet(table(spark, input, made), output, leftovers);
            return made.sum() > 0;
        }
        Iterator<String> rows = rows(spark, input);
        return JobFailure.writing(output, () -> write(rows, Path.of(output)) > 0);
    }

    /** Writes the header and the rows to one local file, in input order, and returns how many rows it wrote. */
    public static long write(Iterator<String> rows, Path output) throws IOException {
        long written = 0;
        try (BatchOutput out = BatchOutput.file(output, Dedupe.HEADER).open()) {
            while (rows.hasNext()) {
                out.write(new LineBatch.Output(rows.next(), null));
                written++;
            }
            out.finish();
        }
        return written;
    }
}
