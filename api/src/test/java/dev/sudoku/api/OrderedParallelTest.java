package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Both ways of running inputs on threads hand every output on in input order, whatever the thread count up
 * to {@link OrderedParallel#MAX_THREADS} and the chunk size, and refuse more threads before reading an input
 * (a count past 2^29 made the window of {@code 4 * threads} chunks overflow, and a run wait for ever), and a
 * chunk size outside 1 to {@link OrderedParallel#MAX_CHUNK}.
 */
class OrderedParallelTest {
    /** Work whose time varies from input to input, so that later chunks often finish first. */
    private static final Function<Integer, Long> UNEVEN = input -> {
        long sum = 0;
        for (int i = 0; i < (input * 7919) % 5000; i++) {
            sum += (long) i * input;
        }
        return sum ^ input;
    };

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, OrderedParallel.MAX_THREADS})
    void every_output_comes_in_input_order_on_any_thread_count(int threads) {
        Random random = new Random(threads);
        for (int round = 0; round < 5; round++) {
            List<Integer> inputs = IntStream.range(0, random.nextInt(2000))
                    .map(i -> random.nextInt(100_000))
                    .boxed()
                    .toList();
            int chunk = 1 + random.nextInt(40);
            List<Long> expected = inputs.stream().map(UNEVEN).toList();

            List<Long> ordered = new ArrayList<>();
            OrderedParallel.run(inputs.iterator(), threads, chunk, () -> UNEVEN, ordered::add);
            List<Long> streamed = new ArrayList<>();
            StreamingOrderedParallel.run(inputs.iterator(), threads, chunk, () -> UNEVEN, streamed::add, () -> {});

            assertThat(ordered)
                    .as("%d inputs in chunks of %d", inputs.size(), chunk)
                    .isEqualTo(expected);
            assertThat(streamed)
                    .as("%d inputs in chunks of %d", inputs.size(), chunk)
                    .isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {OrderedParallel.MAX_THREADS + 1, 1 << 29, Integer.MAX_VALUE})
    @Timeout(30)
    void more_threads_than_the_bound_are_refused_by_their_number_before_any_input_is_read(int threads) {
        AtomicInteger read = new AtomicInteger();
        List<Integer> inputs = List.of(1, 2, 3);
        String message = "threads must be at most " + OrderedParallel.MAX_THREADS + ", got " + threads;

        assertThatThrownBy(() -> OrderedParallel.run(
                        inputs.stream().peek(i -> read.incrementAndGet()).iterator(),
                        threads,
                        1,
                        () -> UNEVEN,
                        output -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
        assertThatThrownBy(() -> StreamingOrderedParallel.run(
                        inputs.stream().peek(i -> read.incrementAndGet()).iterator(),
                        threads,
                        1,
                        () -> UNEVEN,
                        output -> {},
                        () -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
        assertThat(read).hasValue(0);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, OrderedParallel.MAX_CHUNK + 1, Integer.MAX_VALUE})
    @Timeout(30)
    void a_chunk_size_outside_its_range_is_refused_by_its_value(int chunkSize) {
        // An empty chunk never ended the inputs, and a huge one overflowed the inputs held in flight.
        String message = "chunkSize must be from 1 to " + OrderedParallel.MAX_CHUNK + ", got " + chunkSize;
        Iterable<Integer> inputs = List.of(1, 2, 3);

        for (int threads : new int[] {1, 2}) {
            assertThatThrownBy(
                            () -> OrderedParallel.run(inputs.iterator(), threads, chunkSize, () -> UNEVEN, out -> {}))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(message);
            assertThatThrownBy(() -> StreamingOrderedParallel.run(
                            inputs.iterator(), threads, chunkSize, () -> UNEVEN, out -> {}, () -> {}))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(message);
        }
    }

    @Test
    void no_input_gives_no_output_on_many_threads() {
        List<Long> outputs = new ArrayList<>();
        OrderedParallel.run(List.<Integer>of().iterator(), 4, 1, () -> UNEVEN, outputs::add);
        StreamingOrderedParallel.run(List.<Integer>of().iterator(), 4, 1, () -> UNEVEN, outputs::add, () -> {});

        assertThat(outputs).isEmpty();
    }
}
