package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The long run (tagged {@code corpus} for its cost, about two minutes): a few thousand seeded puzzles
 * per level, each with a random symmetry, checked for uniqueness, symmetry and level by the independent
 * solver and the full rater.
 */
@Tag("corpus")
class GeneratorCorpusTest {
    private final GeneratedChecks checks = new GeneratedChecks();
    private final Rater rater = new Rater(Catalogue.se());

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({"EASY, 3000, 101", "MODERATE, 3000, 102", "DIFFICULT, 2000, 103", "FIENDISH, 1000, 104"})
    void thousands_of_puzzles_per_level_are_unique_symmetric_and_in_level(Level level, int count, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withSymmetry(Symmetry.RANDOM));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
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
        }
    }
}
