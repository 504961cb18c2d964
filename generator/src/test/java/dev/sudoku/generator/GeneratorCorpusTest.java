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
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generator at scale (tagged {@code corpus} for its cost): seeded 9x9 puzzles per level Easy to
 * Diabolical and a few Extreme ones, each with a random symmetry (many Extreme ones without: {@link
 * ExtremeCorpusTest}), checked for uniqueness and solution by the independent {@code general} solver, for
 * the symmetry orbit by orbit, and for the band and the printed rating by the full rater; minimal puzzles
 * in a band also for minimality, clue by clue.
 *
 * <p>The full runs (3,000 Easy puzzles down to 2,000 Diabolical, three Extreme, and 700 minimal ones;
 * about a minute and a half on one core) belong to the exhaustive suite. CI makes the first tenth of each run and,
 * from its {@link Coverage} table, the first puzzle of the full run whose path uses each technique: a
 * puzzle depends only on the run's seed and its index, so puzzle 1,234 is made alone. So CI meets every
 * level and every technique the full run meets. {@code -Dsudoku.generatorCount=N} makes the first N of
 * each run.
 */
@Tag(Corpus.TAG)
class GeneratorCorpusTest {
    private static final String COUNT = "sudoku.generatorCount";
    private final GeneratedChecks checks = new GeneratedChecks();
    private final Rater rater = new Rater(Catalogue.se());

    @ParameterizedTest(name = "{0} from seed {3}: first {2} of {1} and the coverage table''s")
    @CsvSource({
        "EASY, 3000, 300, 101",
        "MODERATE, 3000, 300, 102",
        "DIFFICULT, 2500, 250, 103",
        "FIENDISH, 2000, 200, 104",
        "DIABOLICAL, 2000, 200, 105",
        "EXTREME, 3, 1, 106"
    })
    void puzzles_of_every_level_are_unique_symmetric_in_level_and_meet_every_technique_of_the_full_run(
            Level level, int full, int sample, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withSymmetry(Symmetry.RANDOM)
                .withTimeLimit(Duration.ofMinutes(5)));
        Coverage coverage = Coverage.of("generator-" + level.name().toLowerCase(Locale.ROOT));
        List<String> run = indices(full);
        for (int i : coverage.sample(run, CorpusScale.count(COUNT, sample, full))) {
            Generated generated = generator.generate(i);
            coverage.record(i, run.get(i), checkOne(generated, level).keys());
        }
        coverage.check();
    }

    @ParameterizedTest(name = "minimal {0} from seed {3}: first {2} of {1} and the coverage table''s")
    @CsvSource({"DIFFICULT, 300, 30, 111", "FIENDISH, 200, 20, 112", "DIABOLICAL, 200, 20, 113"})
    void minimal_puzzles_in_a_level_are_minimal_symmetric_in_level_and_meet_every_technique_of_the_full_run(
            Level level, int full, int sample, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withSymmetry(Symmetry.ROTATE180)
                .withMinimal(true));
        Coverage coverage = Coverage.of("generator-minimal-" + level.name().toLowerCase(Locale.ROOT));
        List<String> run = indices(full);
        for (int i : coverage.sample(run, CorpusScale.count(COUNT, sample, full))) {
            Generated generated = generator.generate(i);
            coverage.record(i, run.get(i), checkOne(generated, level).keys());
            checks.minimalOrbits(generated.puzzle(), Symmetry.ROTATE180.orbits(BoxShape.CLASSIC));
        }
        coverage.check();
    }

    /** The run's items: the puzzles' indices. */
    static List<String> indices(int full) {
        return IntStream.range(0, full).mapToObj(String::valueOf).toList();
    }

    private RatedPath checkOne(Generated generated, Level level) {
        checks.uniqueWithItsSolution(generated);
        Symmetry symmetry = generated.symmetry().orElseThrow();
        for (int[] orbit : symmetry.orbits(BoxShape.CLASSIC)) {
            boolean given = !generated.puzzle().isEmpty(orbit[0]);
            for (int cell : orbit) {
                assertThat(!generated.puzzle().isEmpty(cell)).isEqualTo(given);
            }
        }
        RatedPath rated = RatedPath.of(rater, generated.puzzle());
        assertThat(rated.rating().level())
                .as("%s (seed %d)", generated.puzzle(), generated.seed())
                .isEqualTo(level);
        assertThat(RatingBand.of(level).contains(rated.rating())).isTrue();
        assertThat(rated.rating().triple()).isEqualTo(generated.rating().triple());
        return rated;
    }
}
