package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import dev.sudoku.logic.rules.RulePath;
import dev.sudoku.logic.rules.RuleRater;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** The rule-set rating against the path it rates: SE's definitions of ER, EP and ED, seed by seed. */
class RuleRaterTest {
    private final RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
    private final RuleRater rater = new RuleRater(RuleCatalogue.DEFAULT);

    @Test
    void er_ep_and_ed_are_the_hardest_step_the_hardest_up_to_the_first_placement_and_the_first_step() {
        VariantGenerator generator = new VariantGenerator(EnumSet.of(Variant.JIGSAW), 9);
        for (long seed = 70; seed < 90; seed++) {
            VariantMade made = generator.make(seed);
            RulePath path = solver.solve(made.puzzle());
            Rating rating = rater.rate(made.puzzle());

            double hardest = 0;
            double pearl = -1;
            for (Step step : path.steps()) {
                hardest = Math.max(hardest, RuleCatalogue.DEFAULT.difficulty(step));
                if (pearl < 0 && !step.placements().isEmpty()) {
                    pearl = hardest;
                }
            }
            String seedText = "seed " + seed;
            assertThat(rating.solved()).as(seedText).isEqualTo(path.solved());
            assertThat(rating.steps()).as(seedText).isEqualTo(path.steps().size());
            assertThat(rating.er()).as(seedText).isEqualTo(path.solved() ? hardest : Rating.NOT_RATED);
            assertThat(rating.ep()).as(seedText).isEqualTo(pearl);
            assertThat(rating.ed())
                    .as(seedText)
                    .isEqualTo(RuleCatalogue.DEFAULT.difficulty(path.steps().get(0)));
        }
    }
}
