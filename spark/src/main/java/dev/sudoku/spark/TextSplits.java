package dev.sudoku.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.hadoop.mapred.FileInputFormat;
import org.apache.hadoop.mapred.InputSplit;
import org.apache.hadoop.mapred.JobConf;
import org.apache.hadoop.mapred.TextInputFormat;
import org.apache.spark.sql.SparkSession;

/**
 * A text input's splits as Spark's text reading makes them (Hadoop's {@code TextInputFormat}, asked for
 * {@code wanted} splits), with the format and configuration that read them, for the driver's own looks at
 * the input: the first line ({@link SparkInput}) and the splits' lengths ({@link JoinedSplits}).
 */
record TextSplits(TextInputFormat format, JobConf conf, InputSplit[] splits) {
    static TextSplits of(SparkSession spark, String input, int wanted) {
        JobConf conf = new JobConf(spark.sparkContext().hadoopConfiguration());
        FileInputFormat.setInputPaths(conf, input);
        TextInputFormat format = new TextInputFormat();
        format.configure(conf);
        try {
            return new TextSplits(format, conf, format.getSplits(conf, wanted));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
