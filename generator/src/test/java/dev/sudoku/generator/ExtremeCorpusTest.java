package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two thousand seeded Extreme 9x9 puzzles (ER 9.0 and up) without symmetry, made on every core (tagged
 * {@code corpus}: about a second of CPU each, some fifteen minutes on two cores). Each is checked for
 * uniqueness and solution by the independent {@code general} solver, and for its level and its printed
 * rating by the full rater. {@code -Dsudoku.extremeCount=N} changes the count, for longer runs.
 */
@Tag("corpus")
class ExtremeCorpusTest {
    private static final long SEED = 107;

    @Test
    void two_thousand_extreme_puzzles_are_unique_and_in_level() throws Exception {
        int count = Integer.getInteger("sudoku.extremeCount", 2000);
        int threads = Runtime.getRuntime().availableProcessors();
        ThreadLocal<Generator> generators =
                ThreadLocal.withInitial(() -> new Generator(GeneratorOptions.of(BoxShape.CLASSIC, SEED)
                        .withBand(RatingBand.of(Level.EXTREME))
                        .withSymmetry(Symmetry.NONE)
                        .withTimeLimit(Duration.ofMinutes(5))));
        ThreadLocal<GeneratedChecks> checks = ThreadLocal.withInitial(GeneratedChecks::new);
        Rater rater = new Rater(Catalogue.se());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<String>> puzzles = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long index = i;
                puzzles.add(pool.submit(() -> {
                    Generated generated = generators.get().generate(index);
                    checks.get().uniqueWithItsSolution(generated);
                    Rating rating = rater.rate(generated.puzzle());
                    assertThat(rating.level())
                            .as("%s (seed %d)", generated.puzzle(), generated.seed())
                            .isEqualTo(Level.EXTREME);
                    assertThat(rating.triple()).isEqualTo(generated.rating().triple());
                    assertThat(generated.symmetry()).contains(Symmetry.NONE);
                    return generated.puzzle().toString();
                }));
            }
            List<String> made = new ArrayList<>();
            for (Future<String> puzzle : puzzles) {
                made.add(puzzle.get());
            }
            // Different seeds give different puzzles: the run is not one puzzle repeated.
            assertThat(made.stream().collect(Collectors.toSet())).hasSize(count);
        } finally {
            pool.shutdownNow();
        }
    }
}
