package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The time limit of a puzzle also bounds the ratings it runs: an Extreme request, whose candidates often
 * need SE's dynamic and nested chains, ends soon after its limit.
 */
class GeneratorBudgetTest {
    private static final Duration LIMIT = Duration.ofMillis(50);

    private static GeneratorOptions extreme(long seed) {
        return GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(Level.EXTREME))
                .withTimeLimit(LIMIT);
    }

    @Test
    void an_extreme_request_with_a_tiny_time_limit_ends_within_a_few_times_the_limit() {
        // The first request loads the classes and tables of the ratings, which the limit does not cover.
        assertThatThrownBy(() -> new Generator(extreme(2)).generate(0)).isInstanceOf(GenerationTimeoutException.class);
        // Seeds 9 and 14 are rating a candidate with long chains when their 50 ms run out: without the
        // budget inside the ratings they ended after about 530 ms.
        for (long seed : new long[] {9, 14}) {
            Generator generator = new Generator(extreme(seed));
            long start = System.nanoTime();

            assertThatThrownBy(() -> generator.generate(0))
                    .isInstanceOf(GenerationTimeoutException.class)
                    .hasMessageStartingWith("puzzle 1 (seed " + seed + ") not found within 50 ms after ")
                    .hasMessageEndingWith("solution grids: a unique 9x9 puzzle rated 9.0..19.9");
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(millis).as("seed %d ended after %d ms", seed, millis).isLessThan(5 * LIMIT.toMillis());
        }
    }
}
