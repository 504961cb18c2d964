package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class GeneratorDeterminismTest {
    private static final GeneratorOptions OPTIONS = GeneratorOptions.of(BoxShape.CLASSIC, 77)
            .withBand(RatingBand.of(Level.DIFFICULT))
            .withSymmetry(Symmetry.RANDOM);

    @Test
    void the_same_seed_gives_the_same_puzzles_on_one_thread_and_on_two() throws Exception {
        Generator one = new Generator(OPTIONS);
        List<Generated> serial = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            serial.add(one.generate(i));
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            ThreadLocal<Generator> generators = ThreadLocal.withInitial(() -> new Generator(OPTIONS));
            List<Future<Generated>> futures = new ArrayList<>();
            // Reverse order: a puzzle must not depend on which puzzles the thread made before.
            for (int i = 39; i >= 0; i--) {
                int index = i;
                futures.add(0, pool.submit(() -> generators.get().generate(index)));
            }
            for (int i = 0; i < 40; i++) {
                assertThat(futures.get(i).get()).isEqualTo(serial.get(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void a_printed_puzzle_seed_given_back_makes_that_puzzle_first() {
        Generated fifth = new Generator(OPTIONS).generate(4);
        Generated again = new Generator(OPTIONS.withSeed(fifth.seed())).generate(0);
        assertThat(again.puzzle()).isEqualTo(fifth.puzzle());
    }

    @Test
    void different_seeds_give_different_puzzles() {
        Generator generator = new Generator(OPTIONS);
        assertThat(generator.generate(0).puzzle())
                .isNotEqualTo(generator.generate(1).puzzle());
    }
}
