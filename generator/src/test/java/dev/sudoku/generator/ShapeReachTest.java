package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bounds {@link ShapeReach} states, checked against every puzzle they speak of. */
class ShapeReachTest {
    private static final BoxShape FOUR = new BoxShape(2, 2);

    /**
     * Every minimal unique 4x4 puzzle of every solution grid with first row 1234 (relabelling the digits
     * changes neither uniqueness nor rating, so these stand for all 288 grids) is rated: the highest ER is
     * the bound ShapeReach states, no higher. Why the minimal ones speak for all: see ShapeReach.
     */
    @Test
    void the_hardest_minimal_4x4_puzzle_rates_exactly_the_stated_bound() {
        FourByFourPuzzles puzzles = new FourByFourPuzzles(
                RuleSets.classic(FOUR).houses().stream().map(RuleHouse::cells).toList());
        assertThat(puzzles.grids()).hasSize(288);
        Rater rater = new Rater(Catalogue.se());
        double[] highest = {0};
        int[] minimal = {0};
        for (int[] grid : puzzles.normalisedGrids()) {
            puzzles.forEachMinimal(grid, givens -> {
                minimal[0]++;
                Rating rating = rater.rate(Grid.of(FOUR, FourByFourPuzzles.values(grid, givens)));
                highest[0] = Math.max(highest[0], rating.er());
            });
        }
        assertThat(minimal[0]).isGreaterThan(1000);
        assertThat(highest[0]).isEqualTo(ShapeReach.of(FOUR).highestRating().getAsDouble());
    }

    @Test
    void a_4x4_reaches_easy_only_and_no_technique_beyond_the_singles() {
        ShapeReach four = ShapeReach.of(FOUR);
        assertThat(four.reaches(Level.EASY, LevelScale.DEFAULT)).isTrue();
        for (Level level : List.of(Level.MODERATE, Level.DIFFICULT, Level.FIENDISH, Level.DIABOLICAL, Level.EXTREME)) {
            assertThat(four.reaches(level, LevelScale.DEFAULT)).as(level.name()).isFalse();
            assertThat(four.why(RatingBand.of(level))).get().asString().contains("hidden singles", "1.2");
        }
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.HIDDEN_SINGLE_BOX, true)))
                .isTrue();
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.HIDDEN_SINGLE_LINE, true)))
                .isFalse();
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.NAKED_SINGLE, false)))
                .isTrue();
        assertThat(four.why(TechniqueGoal.parse("x-wing"))).get().asString().contains("X-Wing");
        // A scale whose Easy ends lower lets a 4x4 reach Moderate.
        assertThat(four.reaches(Level.MODERATE, LevelScale.DEFAULT.with("easy=1.0")))
                .isTrue();
    }

    @Test
    void shapes_without_a_known_bound_refuse_nothing() {
        ShapeReach six = ShapeReach.of(new BoxShape(2, 3));
        assertThat(six.highestRating()).isEmpty();
        assertThat(six.reaches(Level.EXTREME, LevelScale.DEFAULT)).isTrue();
        assertThat(six.reaches(TechniqueGoal.parse("x-wing"))).isTrue();
    }

    @Test
    void an_extreme_6x6_is_said_to_be_not_found_so_far_while_the_other_levels_and_sizes_are_not() {
        ShapeReach six = ShapeReach.of(new BoxShape(2, 3));
        assertThat(six.notFoundSoFar(RatingBand.of(Level.EXTREME)))
                .get()
                .asString()
                .contains("no 6x6 puzzle rating 9.0..", "has been found so far", "no bound is proven");
        assertThat(six.notFoundSoFar(RatingBand.parse("9.0..9.5"))).isPresent();
        assertThat(six.notFoundSoFar(RatingBand.of(Level.DIABOLICAL))).isEmpty();
        assertThat(six.notFoundSoFar(RatingBand.parse("8.5..9.5"))).isEmpty();
        assertThat(ShapeReach.of(new BoxShape(3, 2)).notFoundSoFar(RatingBand.of(Level.EXTREME)))
                .isPresent();
        assertThat(ShapeReach.of(new BoxShape(3, 3)).notFoundSoFar(RatingBand.of(Level.EXTREME)))
                .isEmpty();
        assertThat(ShapeReach.of(FOUR).notFoundSoFar(RatingBand.of(Level.EXTREME)))
                .as("a 4x4 is proven never Extreme: why() says so, not this")
                .isEmpty();
    }
}
