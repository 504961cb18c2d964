package dev.sudoku.spark;

import dev.sudoku.api.batch.InputLayout;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import scala.Tuple2;

/**
 * An input's lines with their 1-based numbers, and where each partition's numbers start. The numbering is
 * {@code zipWithIndex}'s (a pass counting each partition's lines, then each partition numbered from its
 * start), done here because the starts are needed again: {@link InputPartitions} sends a row back to the
 * partition its line was read in.
 *
 * @param numbered (line number, text), in input order
 * @param layout where the puzzle is on a line
 * @param starts each partition's first line number minus one, and the number of lines last
 */
record NumberedLines(JavaRDD<Tuple2<Long, String>> numbered, InputLayout layout, long[] starts) {
    /** Numbers the lines of {@code input}. */
    static NumberedLines of(SparkInput input) {
        JavaRDD<String> lines = input.lines();
        List<Long> counts = lines.mapPartitions(each -> {
                    long count = 0;
                    for (; each.hasNext(); each.next()) {
                        count++;
                    }
                    return List.of(count).iterator();
                })
                .collect();
        long[] starts = new long[counts.size() + 1];
        for (int p = 0; p < counts.size(); p++) {
            starts[p + 1] = starts[p] + counts.get(p);
        }
        JavaRDD<Tuple2<Long, String>> numbered =
                lines.mapPartitionsWithIndex((partition, each) -> number(starts[partition], each), true);
        return new NumberedLines(numbered, input.layout(), starts);
    }

    /** The partitioner that sends a row, keyed by its {@linkplain dev.sudoku.api.batch.Dedupe#order order}, home. */
    InputPartitions partitions() {
        return new InputPartitions(starts);
    }

    private static Iterator<Tuple2<Long, String>> number(long start, Iterator<String> lines) {
        return new Iterator<>() {
            private long number = start;

            @Override
            public boolean hasNext() {
                return lines.hasNext();
            }

            @Override
            public Tuple2<Long, String> next() {
                return new Tuple2<>(++number, lines.next());
            }
        };
    }
}
