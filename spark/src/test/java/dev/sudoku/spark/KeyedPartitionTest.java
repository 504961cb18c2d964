package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class KeyedPartitionTest {
    /** Puzzles, lines that are not, blank lines, comments, a line of two JSON puzzles and one too long. */
    private static List<String> lines() {
        List<String> lines = new ArrayList<>(TestPuzzles.lines(4_000, 30, 5));
        String puzzle = lines.get(0);
        lines.add(1_000, "{\"puzzle\":\"" + puzzle + "\"} {\"puzzle\":\"" + lines.get(1) + "\"}");
        lines.add(2_000, puzzle.repeat(4_000));
        lines.add(3_000, "é ✗ not a puzzle");
        return lines;
    }

    @Test
    void unpacked_entries_equal_the_local_engines_keying_of_each_line_numbered_after_the_lines_before() {
        List<String> lines = lines();
        for (InputLayout layout : List.of(InputLayout.TEXT, InputLayout.of("in.csv", "puzzle,rating"))) {
            for (int partition : new int[] {0, 3}) {
                // A partition other than the first keys its lines counting from 2 (so that none is taken for a
                // header); the driver numbers them after the 500 lines of the partitions before, as the local
                // engine numbers them.
                long before = partition == 0 ? 0 : 500;
                List<Dedupe.Keyed> expected = new ArrayList<>();
                for (int place = 0; place < lines.size(); place++) {
                    expected.addAll(Dedupe.key(layout, before + place + 1, lines.get(place)));
                }
                AtomicInteger checks = new AtomicInteger();
                byte[][] packed = KeyedPartition.pack(layout, partition, lines.iterator(), checks::incrementAndGet);
                List<Dedupe.Keyed> unpacked = new ArrayList<>();

                long count = KeyedPartition.unpack(packed, layout, before, unpacked::add);

                assertThat(count).isEqualTo(lines.size());
                assertThat(checks).hasValue(1);
                assertThat(unpacked).containsExactlyElementsOf(expected);
            }
        }
    }

    @Test
    void a_partition_of_puzzle_lines_packs_into_about_its_own_size_in_chunks_of_bounded_size() {
        List<String> lines = TestPuzzles.lines(20_000, 25, 9);
        long textBytes = lines.stream().mapToLong(line -> line.length() + 1).sum();

        byte[][] packed = KeyedPartition.pack(InputLayout.TEXT, 1, lines.iterator(), () -> {});

        long packedBytes = 0;
        for (byte[] chunk : packed) {
            assertThat(chunk.length).isLessThanOrEqualTo(ChunkedBytes.CHUNK);
            packedBytes += chunk.length;
        }
        assertThat(packed.length).isGreaterThan(1);
        assertThat(packedBytes).isBetween(textBytes * 9 / 10, textBytes * 6 / 5);
    }
}
