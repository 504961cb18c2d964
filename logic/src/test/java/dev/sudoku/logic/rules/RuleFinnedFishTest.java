package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A finned X-Wing whose fin sits at the centre, where both of X's diagonals cross: an empty grid where 1
 * is left in rows 1 and 5 only at the fish's places, so that is the only fish of 1 on rows.
 */
class RuleFinnedFishTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    /** 1 in row 1 at c2 and c6, in row 5 at c2, c5 and c6: an X-Wing on columns 2 and 6 with the fin r5c5. */
    private static RuleGrid centreFin(RuleSet rules) {
        int[] candidates = all(rules);
        for (int column = 1; column <= 9; column++) {
            if (column != 2 && column != 6) {
                candidates[cell(1, column)] &= ~1;
            }
            if (column != 2 && column != 5 && column != 6) {
                candidates[cell(5, column)] &= ~1;
            }
        }
        return RuleGrid.ofPosition(empty(rules), new int[81], candidates);
    }

    @Test
    void on_x_the_cells_of_the_covers_on_the_fins_diagonals_lose_the_digit_too() {
        FishStep step =
                (FishStep) RuleFinnedFish.ofSize(2, false).find(centreFin(X)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.FINNED_X_WING);
        assertThat(step.fins()).containsExactly(cell(5, 5));
        // Box 5's r4c6 and r6c6, as on a classic grid; r2c2 on the main diagonal, r8c2 and r4c6 on the other.
        assertThat(step.eliminations())
                .containsExactly(
                        new Candidate(cell(2, 2), 1),
                        new Candidate(cell(4, 6), 1),
                        new Candidate(cell(6, 6), 1),
                        new Candidate(cell(8, 2), 1));
        assertThat(RuleStepText.describe(step, X))
                .isEqualTo("Finned X-Wing: 1 in r1,r5 / c2,c6 fin r5c5 => r2c2,r4c6,r6c6,r8c2<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(6.6);
        assertThat(RuleFinnedFish.ofSize(2, true).find(centreFin(X))).isEmpty();
    }

    @Test
    void on_a_classic_grid_only_the_fins_box_is_reached() {
        FishStep step = (FishStep)
                RuleFinnedFish.ofSize(2, false).find(centreFin(CLASSIC)).orElseThrow();

        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 6), 1), new Candidate(cell(6, 6), 1));
    }
}
