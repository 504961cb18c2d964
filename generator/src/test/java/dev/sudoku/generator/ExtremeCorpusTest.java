package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.testkit.Corpus;
import dev.sudoku.testkit.CorpusScale;
import dev.sudoku.testkit.Coverage;
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
 * Seeded Extreme 9x9 puzzles (ER 9.0 and up) without symmetry, made on every core (tagged {@code corpus}:
 * about a second of CPU each). Each is checked for uniqueness and solution by the independent {@code
 * general} solver, and for its level and its printed rating by the full rater.
 *
 * <p>The full run, two thousand puzzles (some fifteen minutes on two cores), belongs to the exhaustive
 * suite. CI makes the first {@value #SAMPLE} and, from the {@link Coverage} table, the first puzzle of the
 * full run whose path uses each technique (a puzzle depends only on the seed and its index), so it meets
 * every technique the two thousand meet, the rare hardest steps included. {@code
 * -Dsudoku.extremeCount=N} makes the first N.
 */
@Tag(Corpus.TAG)
class ExtremeCorpusTest {
    private static final long SEED = 107;
    private static final int FULL = 2000;
    private static final int SAMPLE = 40;

    @Test
    void extreme_puzzles_meeting_every_technique_of_two_thousand_are_unique_and_in_level() throws Exception {
        Coverage coverage = Coverage.of("generator-extreme-no-symmetry");
        List<String> run = GeneratorCorpusTest.indices(FULL);
        List<Integer> sample = coverage.sample(run, CorpusScale.count("sudoku.extremeCount", SAMPLE, FULL));
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
            for (int i : sample) {
                puzzles.add(pool.submit(() -> {
                    Generated generated = generators.get().generate(i);
                    checks.get().uniqueWithItsSolution(generated);
                    RatedPath rated = RatedPath.of(rater, generated.puzzle());
                    assertThat(rated.rating().level())
                            .as("%s (seed %d)", generated.puzzle(), generated.seed())
                            .isEqualTo(Level.EXTREME);
                    assertThat(rated.rating().triple())
                            .isEqualTo(generated.rating().triple());
                    assertThat(generated.symmetry()).contains(Symmetry.NONE);
                    coverage.record(i, run.get(i), rated.keys());
                    return generated.puzzle().toString();
                }));
            }
            List<String> made = new ArrayList<>();
            for (Future<String> puzzle : puzzles) {
                made.add(puzzle.get());
            }
            // Different seeds give different puzzles: the run is not one puzzle repeated.
            assertThat(made.stream().collect(Collectors.toSet())).hasSize(sample.size());
        } finally {
            pool.shutdownNow();
        }
        coverage.check();
    }
}
