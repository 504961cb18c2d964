package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleRater;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Puzzles made at a level: unique by the exact solver, their givens the solution's, rated at the level. */
class VariantLevelSearchTest {
    @ParameterizedTest(name = "{0} at {1}, seed {2}")
    @CsvSource({
        "jigsaw,EASY,1",
        "jigsaw,DIFFICULT,2",
        "x,MODERATE,3",
        "windoku,DIFFICULT,4",
        "oddeven,EASY,5",
        "x;windoku,MODERATE,6",
        "killer,EASY,7",
        "killer,DIFFICULT,8",
        "consecutive,EASY,9",
        "consecutive,MODERATE,10",
        "killer,FIENDISH,1",
        "jigsaw,DIABOLICAL,5",
        "jigsaw,FIENDISH,2",
        "windoku,FIENDISH,5",
        "oddeven,EXTREME,5"
    })
    void a_puzzle_made_at_a_level_is_unique_and_rates_at_it(String names, Level level, long seed) {
        Set<Variant> variants = VariantNames.parse(names);
        VariantLevelSearch search = new VariantLevelSearch(
                new VariantGenerator(variants, 9), LevelScale.DEFAULT, 20, Duration.ofMinutes(10));

        VariantLevelSearch.Outcome outcome = search.find(seed, level);
        Optional<VariantLevelSearch.Leveled> found = outcome.leveled();

        assertThat(found).as("a %s puzzle within 20 attempts", level).isPresent();
        assertThat(outcome.gridsTried()).isBetween(1, 20);
        VariantMade made = found.get().made();
        var exact = new RuleSolver().solve(made.puzzle());
        assertThat(exact.solutionCount()).isEqualTo(1);
        assertThat(exact.solution().orElseThrow()).isEqualTo(made.solution());
        assertThat(LevelScale.DEFAULT.levelOf(
                        new RuleRater(RuleCatalogue.DEFAULT).rate(made.puzzle()).er()))
                .isEqualTo(level);
        assertThat(found.get().rating().solved()).isTrue();
    }

    @Test
    void an_extreme_rating_that_runs_past_the_time_limit_gives_the_grid_up() {
        // Seed 2's first X grid makes an Extreme puzzle (9.4) in under a second when given the time: its rating
        // runs through dynamic forcing chains. One millisecond cuts the rating short.
        VariantGenerator generator = new VariantGenerator(EnumSet.of(Variant.X), 9);
        VariantLevelSearch patient = new VariantLevelSearch(generator, LevelScale.DEFAULT, 1, Duration.ofMinutes(10));
        VariantLevelSearch hasty = new VariantLevelSearch(generator, LevelScale.DEFAULT, 1, Duration.ofMillis(1));

        VariantLevelSearch.Outcome given = patient.find(2, Level.EXTREME);
        VariantLevelSearch.Outcome cut = hasty.find(2, Level.EXTREME);

        assertThat(given.leveled()).isPresent();
        assertThat(cut.leveled()).isEmpty();
        assertThat(cut.gridsTried()).isEqualTo(1);
        // A budget spent before the search gets going (a loaded machine) ends it the same way, inside the
        // first grid's work, not before it.
        VariantLevelSearch spent = new VariantLevelSearch(generator, LevelScale.DEFAULT, 1, Duration.ofNanos(1));
        assertThat(spent.find(2, Level.EXTREME).gridsTried()).isEqualTo(1);
    }

    @Test
    void a_samurai_search_at_diabolical_ends_within_its_time_limit_inside_one_grids_work() {
        // Seed 5's first samurai grid is emptied under a Diabolical rater for over a minute: ratings reach the
        // forcing chains at every cell. The budget must stop that work, not wait for the next grid.
        VariantLevelSearch search = new VariantLevelSearch(
                new VariantGenerator(EnumSet.of(Variant.SAMURAI), 9), LevelScale.DEFAULT, 1000, Duration.ofSeconds(2));

        long start = System.nanoTime();
        VariantLevelSearch.Outcome outcome = search.find(5, Level.DIABOLICAL);
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(elapsed).isLessThanOrEqualTo(Duration.ofMillis(2000 + 1500));
        assertThat(outcome.leveled()).isEmpty();
        assertThat(outcome.gridsTried()).isEqualTo(1);
    }
}
