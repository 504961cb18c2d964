package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The long run (tagged {@code corpus} for its cost, about two and a half minutes on one core): thousands
 * of seeded 9x9 puzzles per level Easy to Diabolical and a few Extreme ones, each with a random symmetry
 * (a thousand Extreme ones without: {@link ExtremeCorpusTest}), checked for uniqueness and solution by the
 * independent {@code general} solver, for the symmetry orbit by orbit, and for the band and the printed
 * rating by the full rater; minimal puzzles in a band also for minimality, clue by clue.
 */
@Tag("corpus")
class GeneratorCorpusTest {
    private final GeneratedChecks checks = new GeneratedChecks();
    private final Rater rater = new Rater(Catalogue.se());

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({
        "EASY, 3000, 101",
        "MODERATE, 3000, 102",
        "DIFFICULT, 2500, 103",
        "FIENDISH, 2000, 104",
        "DIABOLICAL, 2000, 105",
        "EXTREME, 3, 106"
    })
    void thousands_of_puzzles_per_level_are_unique_symmetric_and_in_level(Level level, int count, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withSymmetry(Symmetry.RANDOM)
                .withTimeLimit(Duration.ofMinutes(5)));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            checkOne(generated, level);
        }
    }

    @ParameterizedTest(name = "minimal {0}: {1} puzzles from seed {2}")
    @CsvSource({"DIFFICULT, 300, 111", "FIENDISH, 200, 112", "DIABOLICAL, 200, 113"})
    void minimal_puzzles_in_a_level_are_minimal_symmetric_and_in_level(Level level, int count, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withSymmetry(Symmetry.ROTATE180)
                .withMinimal(true));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            checkOne(generated, level);
            checks.minimalOrbits(generated.puzzle(), Symmetry.ROTATE180.orbits(BoxShape.CLASSIC));
        }
    }

    private void checkOne(Generated generated, Level level) {
        checks.uniqueWithItsSolution(generated);
        Symmetry symmetry = generated.symmetry().orElseThrow();
        for (int[] orbit : symmetry.orbits(BoxShape.CLASSIC)) {
            boolean given = !generated.puzzle().isEmpty(orbit[0]);
            for (int cell : orbit) {
                assertThat(!generated.puzzle().isEmpty(cell)).isEqualTo(given);
            }
        }
        Rating rating = rater.rate(generated.puzzle());
        assertThat(rating.level())
                .as("%s (seed %d)", generated.puzzle(), generated.seed())
                .isEqualTo(level);
        assertThat(RatingBand.of(level).contains(rating)).isTrue();
        assertThat(rating.triple()).isEqualTo(generated.rating().triple());
    }
}
