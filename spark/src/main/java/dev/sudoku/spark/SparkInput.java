package dev.sudoku.spark;

import dev.sudoku.api.batch.InputLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapred.InputSplit;
import org.apache.hadoop.mapred.RecordReader;
import org.apache.hadoop.mapred.Reporter;
import org.apache.hadoop.mapred.TextInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;

/**
 * A batch input as Spark reads it: text lines (the puzzle formats, JSON Lines), CSV (read as lines, so the
 * puzzle column is found by the same {@link InputLayout} as the local engine's), or Parquet (a name ending
 * in {@code .parquet}: the string column {@code puzzle}, else {@code quizzes}, else the first string
 * column, one puzzle a row; a row's "line" is its place in Spark's reading order, from 1). Either way in
 * at least {@link #SPLITS_PER_CORE} partitions per core.
 *
 * @param lines the input's lines, in order
 * @param layout where the puzzle is on a line
 */
record SparkInput(JavaRDD<String> lines, InputLayout layout) {
    /**
     * Splits an input is cut into at least, per core: a puzzle line costs microseconds to milliseconds of
     * work for a few dozen bytes, so splits are sized by work, not by bytes. Spark SQL's text reader starts
     * a split at 4 MB (its cost of opening a file), which put any input under about 50,000 puzzles in one
     * partition: one core rated it however many the machine had. Text is read by Hadoop's line reader,
     * which both readers use, asking for this many splits (at most one block each on a cluster; runs of
     * small ones joined, {@link JoinedSplits}); a Parquet
     * input, split only between row groups, is cut again in order ({@link InOrderSplits}). Three per core
     * let a core that finishes early take another's work.
     */
    private static final int SPLITS_PER_CORE = 3;

    /** Reads {@code input}, a path Spark can read (local, HDFS, S3, a glob). */
    static SparkInput read(SparkSession spark, String input) {
        return read(spark, input, defaultSplits(spark));
    }

    /** The splits an input is read in by default: {@link #SPLITS_PER_CORE} per core. */
    static int defaultSplits(SparkSession spark) {
        return SPLITS_PER_CORE * spark.sparkContext().defaultParallelism();
    }

    /** Reads {@code input} in at least {@code splits} partitions. */
    static SparkInput read(SparkSession spark, String input, int splits) {
        if (InputLayout.isParquet(input)) {
            Dataset<Row> rows = spark.read().parquet(input);
            String column = puzzleColumn(rows);
            JavaRDD<String> lines = rows.select(column).javaRDD().map(row -> row.isNullAt(0) ? "" : row.getString(0));
            return new SparkInput(InOrderSplits.atLeast(lines, splits), InputLayout.TEXT);
        }
        // textFile's lines, made by the JDK's string decoding: Hadoop's own (Text.toString) runs a charset
        // decoder a character at a time, a tenth of the dedupe's time outside its canonical forms.
        JavaRDD<String> read = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .hadoopFile(input, TextInputFormat.class, LongWritable.class, Text.class, splits)
                .map(line -> new String(line._2().getBytes(), 0, line._2().getLength(), StandardCharsets.UTF_8));
        JavaRDD<String> lines = JoinedSplits.join(spark, input, read, splits);
        return new SparkInput(lines, InputLayout.of(input, firstLine(spark, input, splits)));
    }

    /**
     * The first line of a text input, read here by the same line reader from the same splits as the
     * executors' (Hadoop's {@code TextInputFormat}): {@code take(1)} would start a job for it, a tenth of a
     * small dedupe's time. Null when the input holds no line.
     */
    private static String firstLine(SparkSession spark, String input, int splits) {
        TextSplits text = TextSplits.of(spark, input, splits);
        try {
            for (InputSplit split : text.splits()) {
                RecordReader<LongWritable, Text> reader =
                        text.format().getRecordReader(split, text.conf(), Reporter.NULL);
                try {
                    LongWritable offset = reader.createKey();
                    Text line = reader.createValue();
                    if (reader.next(offset, line)) {
                        return new String(line.getBytes(), 0, line.getLength(), StandardCharsets.UTF_8);
                    }
                } finally {
                    reader.close();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return null;
    }

    /**
     * The bytes of the files a text input names (all of them for a directory or a glob), or {@link
     * Long#MAX_VALUE} for a Parquet input or one that cannot be listed (the job then reports why).
     */
    static long textBytes(SparkSession spark, String input) {
        if (InputLayout.isParquet(input)) {
            return Long.MAX_VALUE;
        }
        try {
            Path path = new Path(input);
            FileSystem files = path.getFileSystem(spark.sparkContext().hadoopConfiguration());
            FileStatus[] matched = files.globStatus(path);
            if (matched == null || matched.length == 0) {
                return Long.MAX_VALUE;
            }
            long bytes = 0;
            for (FileStatus status : matched) {
                bytes += files.getContentSummary(status.getPath()).getLength();
            }
            return bytes;
        } catch (IOException | IllegalArgumentException e) {
            return Long.MAX_VALUE;
        }
    }

    private static String puzzleColumn(Dataset<Row> rows) {
        String firstString = null;
        for (StructField field : rows.schema().fields()) {
            if (!field.dataType().equals(DataTypes.StringType)) {
                continue;
            }
            String name = field.name().toLowerCase(Locale.ROOT);
            if (name.equals("puzzle") || name.equals("quizzes")) {
                return field.name();
            }
            if (firstString == null) {
                firstString = field.name();
            }
        }
        if (firstString == null) {
            throw new IllegalArgumentException("the Parquet input has no string column to read puzzles from");
        }
        return firstString;
    }
}
