package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import java.util.Arrays;
import org.apache.spark.Partitioner;

/**
 * Sends a row keyed by its {@linkplain Dedupe#order order} to the partition its line was read in: with the
 * rows sorted within each partition, reading the partitions in turn gives input order, without the
 * sampling pass of a range sort.
 */
final class InputPartitions extends Partitioner {
    private static final long serialVersionUID = 1L;

    /** Each partition's first line number minus one, then the number of lines. */
    private final long[] starts;

    InputPartitions(long[] starts) {
        this.starts = starts.clone();
    }

    @Override
    public int numPartitions() {
        return Math.max(1, starts.length - 1);
    }

    @Override
    public int getPartition(Object key) {
        long line = Dedupe.line((Long) key);
        // The partition p with starts[p] < line <= starts[p + 1]; empty partitions repeat a start.
        int found = Arrays.binarySearch(starts, line);
        int partition = found >= 0 ? lowest(found) - 1 : -found - 2;
        return Math.max(0, Math.min(partition, numPartitions() - 1));
    }

    /** The first index holding the value at {@code index}. */
    private int lowest(int index) {
        int first = index;
        while (first > 0 && starts[first - 1] == starts[index]) {
            first--;
        }
        return first;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof InputPartitions that && Arrays.equals(starts, that.starts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(starts);
    }
}
