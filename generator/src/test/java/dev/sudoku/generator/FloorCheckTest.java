package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The floor check turns a puzzle away only when the full rating is below the band, and turns away nearly
 * every puzzle that is: on minimal puzzles from seeded grids, rated in full for comparison.
 */
class FloorCheckTest {
    private static final List<Grid> PUZZLES = minimalPuzzles(400);
    private static final Rater RATER = new Rater(Catalogue.se());
    private static final List<Rating> RATINGS =
            PUZZLES.stream().map(RATER::rate).toList();

    @ParameterizedTest(name = "band {0}")
    @ValueSource(strings = {"6.6..8.9", "8.5..9.9", "9.0..19.9"})
    void turns_away_only_puzzles_rated_below_the_band_and_nearly_all_of_them(String text) {
        RatingBand band = RatingBand.parse(text);
        FloorCheck check = FloorCheck.forBand(Catalogue.se(), band).orElseThrow();
        int below = 0;
        int turnedAway = 0;
        int atOrAbove = 0;
        for (int i = 0; i < PUZZLES.size(); i++) {
            Rating rating = RATINGS.get(i);
            boolean rateBelow = RatingBand.tenths(rating.er()) < band.loTenths();
            boolean away = check.solvesBelow(PUZZLES.get(i));
            if (rateBelow) {
                below++;
                turnedAway += away ? 1 : 0;
            } else {
                atOrAbove++;
                assertThat(away)
                        .as("%s rated %s", PUZZLES.get(i), rating.triple())
                        .isFalse();
            }
        }
        assertThat(atOrAbove)
                .as("puzzles at or above the band's bottom among the sample")
                .isPositive();
        assertThat(turnedAway).as("of %d puzzles rated below", below).isGreaterThanOrEqualTo(below * 9 / 10);
    }

    @Test
    void only_bands_starting_where_the_chains_do_have_a_floor_check() {
        assertThat(FloorCheck.forBand(Catalogue.se(), RatingBand.of(Level.FIENDISH)))
                .isEmpty();
        assertThat(FloorCheck.forBand(Catalogue.se(), RatingBand.parse("6.4..9.0")))
                .isEmpty();
        assertThat(FloorCheck.forBand(Catalogue.se(), RatingBand.of(Level.DIABOLICAL)))
                .isPresent();
        assertThat(FloorCheck.forBand(Catalogue.se(), RatingBand.of(Level.EXTREME)))
                .isPresent();
    }

    private static List<Grid> minimalPuzzles(int count) {
        BoxShape shape = BoxShape.CLASSIC;
        Reduction reduction = new Reduction(shape, new UniquenessCheck(shape));
        SolutionGrids grids = new SolutionGrids(shape);
        SplittableRandom random = new SplittableRandom(2026);
        int[][] orbits = Symmetry.NONE.orbits(shape);
        List<Grid> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Grid solution = grids.next(random);
            puzzles.add(Grid.of(shape, reduction.minimal(solution, orbits.clone(), random)));
        }
        return puzzles;
    }
}
