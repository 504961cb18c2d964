package dev.sudoku.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.mapred.InputSplit;
import org.apache.spark.Partition;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.rdd.PartitionCoalescer;
import org.apache.spark.rdd.PartitionGroup;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.SparkSession;
import scala.Option;

/**
 * Joins runs of consecutive small splits of a text input into one partition each, in order. Hadoop's line
 * reader never puts two files in one split, so a directory of many small files (the part files of another
 * job) gave one partition per file, and every partition costs a task in each stage and, where the driver
 * reads the output in turn, a job: 201 files of 245 puzzles made a dedupe take 24 s instead of 14 s. A run
 * is joined up to the input's size over the partitions wanted, and never past {@link #MAX_BYTES}, so a
 * large input keeps its splits (and each task's memory stays bounded).
 */
final class JoinedSplits implements PartitionCoalescer, Serializable {
    private static final long serialVersionUID = 1L;

    /** The most bytes a joined partition holds: about 800,000 puzzle lines. */
    static final long MAX_BYTES = 64L << 20;

    /** Each partition's bytes, in the order the line reader reads them. */
    private final long[] lengths;

    private final long budget;

    private JoinedSplits(long[] lengths, long budget) {
        this.lengths = lengths;
        this.budget = budget;
    }

    /**
     * {@code lines}, read from {@code input} by {@code JavaSparkContext.textFile(input, wanted)}, with runs
     * of small splits joined; unchanged when there are no more partitions than wanted.
     */
    static JavaRDD<String> join(SparkSession spark, String input, JavaRDD<String> lines, int wanted) {
        int partitions = lines.getNumPartitions();
        if (partitions <= wanted) {
            return lines;
        }
        long[] lengths = splitLengths(spark, input, wanted);
        // Spark reads the same splits, less the empty ones; should they differ, joining is skipped.
        if (lengths.length != partitions) {
            return lines;
        }
        long budget = Math.max(1, Math.min(MAX_BYTES, Arrays.stream(lengths).sum() / wanted));
        JoinedSplits joined = new JoinedSplits(lengths, budget);
        int groups = joined.groups(lines.rdd().partitions()).size();
        if (groups == partitions) {
            return lines;
        }
        return lines.rdd().coalesce(groups, false, Option.apply(joined), null).toJavaRDD();
    }

    /** The splits' lengths as Spark's text reading makes them: Hadoop's, empty ones left out. */
    private static long[] splitLengths(SparkSession spark, String input, int wanted) {
        return Arrays.stream(TextSplits.of(spark, input, wanted).splits())
                .mapToLong(JoinedSplits::length)
                .filter(length -> length > 0)
                .toArray();
    }

    private static long length(InputSplit split) {
        try {
            return split.getLength();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public PartitionGroup[] coalesce(int maxPartitions, RDD<?> parent) {
        return groups(parent.partitions()).toArray(new PartitionGroup[0]);
    }

    /** Consecutive partitions, a group closed when the next would take it past the budget. */
    private List<PartitionGroup> groups(Partition[] partitions) {
        List<PartitionGroup> groups = new ArrayList<>();
        PartitionGroup group = null;
        long bytes = 0;
        for (int i = 0; i < partitions.length; i++) {
            if (group == null || bytes + lengths[i] > budget) {
                group = new PartitionGroup(Option.empty());
                groups.add(group);
                bytes = 0;
            }
            group.partitions().addOne(partitions[i]);
            bytes += lengths[i];
        }
        return groups;
    }
}
