package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.Rater;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Without a band the rating only describes the puzzle ({@link DescriptiveRating}): one that cannot finish
 * leaves the puzzle unrated, saying why, instead of failing the request.
 */
class UnratedPuzzleTest {
    /** Rated 9.0 by SE's dynamic chains: its rating takes a good part of a second. */
    private static final String EXTREME =
            "82...96.......4.9...3..........2.8.1268.......4.9.........3..5.6.7...1.2.3.1....7";

    private final GeneratedChecks checks = new GeneratedChecks();

    @Test
    void a_25x25_puzzle_without_a_band_is_unique_and_unrated_once_its_path_passes_the_large_grid_cap() {
        BoxShape shape = new BoxShape(5, 5);
        // Measured: this puzzle's path needs a step above 7.4 after a forcing X-chain; its full rating
        // had not finished in five minutes.
        Generated generated = new Generator(GeneratorOptions.of(shape, 1)).generate(0);

        assertThat(generated.puzzle().shape()).isEqualTo(shape);
        checks.uniqueWithItsSolution(generated);
        assertThat(generated.rated()).isFalse();
        assertThat(generated.knownRating()).isEmpty();
        assertThat(generated.unrated()).contains(Unrated.ABOVE_LARGE_GRID_CAP);
        assertThatThrownBy(generated::rating)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("needs a step above 7.4")
                .hasMessageContaining("ABOVE_LARGE_GRID_CAP");
    }

    @Test
    void a_puzzle_without_a_band_up_to_16x16_is_rated_in_full_past_the_large_grid_cap() {
        // Puzzle 7 of seed 7 rates 8.4 (multiple forcing chains), above what a 25x25 rating reaches.
        Generated generated = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 7)).generate(6);

        assertThat(generated.unrated()).isEmpty();
        assertThat(generated.rating().triple())
                .isEqualTo(new Rater(Catalogue.se()).rate(generated.puzzle()).triple())
                .startsWith("8.4/");
    }

    @Test
    void a_run_that_asks_for_no_description_makes_the_same_puzzles_unrated() {
        GeneratorOptions described = GeneratorOptions.of(BoxShape.CLASSIC, 11).withMinimal(true);
        Generator rating = new Generator(described);
        Generator notRating = new Generator(described.withDescribed(false));

        for (int index = 0; index < 8; index++) {
            Generated rated = rating.generate(index);
            Generated bare = notRating.generate(index);

            assertThat(bare.puzzle()).isEqualTo(rated.puzzle());
            assertThat(rated.rated()).isTrue();
            assertThat(bare.unrated()).contains(Unrated.NOT_ASKED);
            checks.uniqueWithItsSolution(bare);
        }
    }

    @Test
    void a_rating_cut_by_the_time_limit_leaves_the_puzzle_unrated_for_lack_of_time() {
        DescriptiveRating rating = new DescriptiveRating(Catalogue.se(), BoxShape.CLASSIC);

        DescriptiveRating.Described cut =
                SearchBudget.within(Duration.ofMillis(1), () -> rating.rate(PuzzleReader.parse(EXTREME)));

        assertThat(cut.rating()).isEmpty();
        assertThat(cut.unrated()).contains(Unrated.OUT_OF_TIME);
    }

    @Test
    void an_interrupted_rating_is_cancelled_not_passed_off_as_unrated() {
        DescriptiveRating rating = new DescriptiveRating(Catalogue.se(), BoxShape.CLASSIC);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> rating.rate(PuzzleReader.parse(EXTREME)))
                    .isInstanceOfSatisfying(SearchCancelledException.class, e -> assertThat(e.interrupted())
                            .isTrue());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void a_generated_puzzle_has_either_a_rating_or_a_reason_for_none() {
        Generated rated = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 7)).generate(0);

        assertThatThrownBy(() -> new Generated(
                        0,
                        7,
                        rated.puzzle(),
                        rated.solution(),
                        rated.knownRating(),
                        Optional.of(Unrated.OUT_OF_TIME),
                        rated.symmetry(),
                        1,
                        1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Generated(
                        0,
                        7,
                        rated.puzzle(),
                        rated.solution(),
                        Optional.empty(),
                        Optional.empty(),
                        rated.symmetry(),
                        1,
                        1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
