package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;
import scala.Tuple2;

/**
 * {@link Dedupe} as a Spark job: each line keyed by its canonical form, one {@code reduceByKey} keeping the
 * first puzzle of each class and counting the class (the lines that are not puzzles each a class of their
 * own), and the rows sorted back into input order.
 */
public final class SparkDedupe {
    private SparkDedupe() {}

    /** The CSV rows (no header) of every line of {@code input} (text, CSV or Parquet), in input order. */
    public static JavaRDD<String> rows(SparkSession spark, String input) {
        SparkInput read = SparkInput.read(spark, input);
        return rows(read.lines(), read.layout());
    }

    static JavaRDD<String> rows(JavaRDD<String> lines, InputLayout layout) {
        // One shuffle keeps the first of each class and counts it; a line that is not a puzzle gets a key of
        // its own (its place, which no canonical key can equal), so it passes through the same shuffle
        // instead of a second branch that would read and key the input again.
        return lines.zipWithIndex()
                .flatMap(line -> Dedupe.key(layout, line._2() + 1, line._1()).iterator())
                .mapToPair(k -> new Tuple2<>(
                        k.canonical() != null ? k.canonical() : "#" + Dedupe.order(k), new Tuple2<>(k, 1L)))
                .reduceByKey((a, b) -> new Tuple2<>(Dedupe.first(a._1(), b._1()), a._2() + b._2()))
                .values()
                .sortBy(row -> Dedupe.order(row._1()), true, Math.max(1, lines.getNumPartitions()))
                .map(row -> Dedupe.row(row._1(), row._1().canonical() == null ? 0 : row._2()));
    }

    /** Writes the header and the rows to one local file, in input order. */
    public static void write(JavaRDD<String> rows, Path output) throws IOException {
        try (BufferedWriter writer = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            writer.write(Dedupe.HEADER);
            writer.write('\n');
            Iterator<String> each = rows.toLocalIterator();
            while (each.hasNext()) {
                writer.write(each.next());
                writer.write('\n');
            }
        }
    }
}
