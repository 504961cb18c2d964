package dev.sudoku.spark;

import dev.sudoku.api.batch.InputLayout;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaRDD;

/**
 * Cuts an input that was read in fewer partitions than the cores want into that many, keeping its order. A
 * Parquet file is split only between its row groups, and one written by pandas or pyarrow holds up to a
 * million rows in one: read as it is, it would be rated on one core however many the cluster has. The
 * rows are numbered ({@link NumberedLines}), each sent to the partition of its number's range and sorted
 * there by number, so that reading the partitions in turn gives the input's order. The move costs one
 * shuffle of the input's text, little beside the work of a puzzle.
 */
final class InOrderSplits {
    private InOrderSplits() {}

    /** {@code lines} in at least {@code splits} partitions of nearly equal counts, in the same order. */
    static JavaRDD<String> atLeast(JavaRDD<String> lines, int splits) {
        if (lines.getNumPartitions() >= splits) {
            return lines;
        }
        NumberedLines numbered = NumberedLines.of(new SparkInput(lines, InputLayout.TEXT));
        long count = numbered.starts()[numbered.starts().length - 1];
        return numbered.numbered()
                .mapToPair(line -> line)
                .repartitionAndSortWithinPartitions(new Ranges(count, splits))
                .values();
    }

    /** Line numbers 1..count in {@code splits} ranges of nearly equal sizes, in order. */
    private static final class Ranges extends Partitioner {
        private static final long serialVersionUID = 1L;

        private final long count;
        private final int splits;

        Ranges(long count, int splits) {
            this.count = count;
            this.splits = splits;
        }

        @Override
        public int numPartitions() {
            return splits;
        }

        @Override
        public int getPartition(Object key) {
            return (int) (((Long) key - 1) * splits / count);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Ranges that && count == that.count && splits == that.splits;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(count) * 31 + splits;
        }
    }
}
