package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded runs per level: every puzzle is unique with the solution given, and the full rater (not the
 * generator's capped one) puts it in the level. Seeds are fixed and printed by the assertion messages.
 */
class GeneratorLevelTest {
    private final GeneratedChecks checks = new GeneratedChecks();
    private final Rater rater = new Rater(Catalogue.se());

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({"EASY, 300, 11", "MODERATE, 300, 12", "DIFFICULT, 200, 13", "FIENDISH, 60, 14"})
    void every_puzzle_of_a_level_is_unique_and_rates_in_that_level(Level level, int count, long seed) {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed).withBand(RatingBand.of(level)));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            Rating rating = rater.rate(generated.puzzle());
            assertThat(rating.solved()).isTrue();
            assertThat(rating.level())
                    .as("%s (seed %d)", generated.puzzle(), generated.seed())
                    .isEqualTo(level);
            assertThat(rating.er()).isEqualTo(generated.rating().er());
            assertThat(rating.ep()).isEqualTo(generated.rating().ep());
            assertThat(rating.ed()).isEqualTo(generated.rating().ed());
        }
    }

    @ParameterizedTest(name = "band {0}")
    @CsvSource({"3.0..3.8", "2.0..2.0", "4.2..4.4"})
    void a_rating_band_is_kept_on_the_printed_tenth(String text) {
        RatingBand band = RatingBand.parse(text);
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 21).withBand(band));
        for (int i = 0; i < 20; i++) {
            Generated generated = generator.generate(i);
            double er = Double.parseDouble(
                    Rating.format(rater.rate(generated.puzzle()).er()));
            assertThat(er).as(generated.puzzle().toString()).isBetween(band.lo(), band.hi());
        }
    }
}
