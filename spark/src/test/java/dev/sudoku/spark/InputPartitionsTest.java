package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.Dedupe;
import java.util.Random;
import org.junit.jupiter.api.Test;

class InputPartitionsTest {
    @Test
    void every_line_and_place_goes_to_the_partition_it_was_read_in() {
        Random random = new Random(24);
        for (int trial = 0; trial < 200; trial++) {
            // Partition sizes from 0 (Spark leaves some empty) to a few lines.
            int partitions = 1 + random.nextInt(8);
            long[] starts = new long[partitions + 1];
            for (int p = 0; p < partitions; p++) {
                starts[p + 1] = starts[p] + random.nextInt(4);
            }
            InputPartitions home = new InputPartitions(starts);

            assertThat(home.numPartitions()).isEqualTo(partitions);
            for (int p = 0; p < partitions; p++) {
                for (long line = starts[p] + 1; line <= starts[p + 1]; line++) {
                    for (int seq : new int[] {0, 1, 65_535}) {
                        long order = Dedupe.order(new Dedupe.Keyed(line, seq, null, null, "x"));
                        assertThat(home.getPartition(order))
                                .as("line %d place %d of %s", line, seq, java.util.Arrays.toString(starts))
                                .isEqualTo(p);
                    }
                }
            }
        }
    }
}
