package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rating.StepDifficulty;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A producer asked for its first step below a limit ({@link ForcingChains#firstBelow}) offers a step exactly
 * when SE's producer has one below the limit, and that step is one of the producer's own, below the limit:
 * the bounds that stop its walks never cut off a chain that could still rate below.
 */
class FirstBelowTest {
    private static final Catalogue SE = Catalogue.se();

    @ParameterizedTest(name = "{0} below {1}, density {2}")
    @CsvSource({
        "cycles and chains, 6.55, 0.3",
        "cycles and chains, 6.65, 0.45",
        "cycles and chains, 7.05, 0.45",
        "cycles and chains, 7.35, 0.6",
        "dynamic, 8.55, 0.3",
        "dynamic, 8.75, 0.45",
        "dynamic, 9.05, 0.6"
    })
    void offers_a_step_below_the_limit_exactly_when_the_producer_has_one(
            String producer, double limit, double density) {
        Supplier<ForcingChains> make =
                producer.equals("dynamic") ? ForcingChains::dynamic : ForcingChains::cyclesAndChains;
        int withStepBelow = 0;
        int withoutStepBelow = 0;
        for (long seed = 1; seed <= 40; seed++) {
            CandidateGrid grid = RandomPositions.grid(
                    BoxShape.CLASSIC, density, new SplittableRandom(seed * 31 + (long) (limit * 100)));
            List<Step> all = new ArrayList<>();
            make.get().find(grid, step -> all.add(step));
            List<Step> below = all.stream()
                    .filter(step -> StepDifficulty.of(step, SE) < limit)
                    .toList();
            List<Step> offered = new ArrayList<>();
            make.get().firstBelow(limit).find(grid, step -> offered.add(step));
            String where = "seed " + seed + ", " + all.size() + " steps";
            if (below.isEmpty()) {
                withoutStepBelow++;
                assertThat(offered).as(where).isEmpty();
                continue;
            }
            withStepBelow++;
            assertThat(offered).as(where).hasSize(1);
            Step first = offered.get(0);
            assertThat(StepDifficulty.of(first, SE)).as(where).isLessThan(limit);
            assertThat(below)
                    .as(where + ": the step offered concludes what one of the producer's steps below does")
                    .anyMatch(step -> step.technique() == first.technique()
                            && step.eliminations().equals(first.eliminations())
                            && step.placements().equals(first.placements()));
        }
        assertThat(withStepBelow).as("grids with a step below the limit").isGreaterThan(3);
        assertThat(withStepBelow + withoutStepBelow).isEqualTo(40);
    }
}
