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
import dev.sudoku.logic.fish.ComplexFish;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A Mutant X-Wing made of X's main diagonal and column 8: an empty grid where 1 is left on the diagonal at
 * r1c1 and r3c3 only and in column 8 at r1c8 and r3c8 only, so rows 1 and 3 hold the digit's two places
 * and lose it everywhere else. A diagonal is neither a line nor a block (as a block it would make this a
 * Franken fish: a column and a block against rows), so no Franken fish is there, and a classic grid,
 * without the diagonal, has no such fish.
 */
class RuleComplexFishTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    private static RuleGrid diagonalAndColumn8(RuleSet rules) {
        int[] candidates = all(rules);
        for (int i = 1; i <= 9; i++) {
            if (i != 1 && i != 3) {
                candidates[cell(i, i)] &= ~1;
            }
        }
        for (int row = 1; row <= 9; row++) {
            if (row != 1 && row != 3) {
                candidates[cell(row, 8)] &= ~1;
            }
        }
        return RuleGrid.ofPosition(empty(rules), new int[81], candidates);
    }

    @Test
    void on_x_a_diagonal_and_a_column_make_a_mutant_x_wing_over_two_rows() {
        FishStep step = (FishStep) RuleComplexFish.of(ComplexFish.Kind.MUTANT, 2, false)
                .find(diagonalAndColumn8(X))
                .orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.MUTANT_X_WING);
        List<Candidate> expected = new ArrayList<>();
        for (int row : new int[] {1, 3}) {
            for (int column = 1; column <= 9; column++) {
                if (column != row && column != 8) {
                    expected.add(new Candidate(cell(row, column), 1));
                }
            }
        }
        assertThat(step.eliminations()).containsExactlyElementsOf(expected);
        assertThat(RuleStepText.describe(step, X))
                .isEqualTo(
                        "Mutant X-Wing: 1 in c8,d1 / r1,r3 => r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r1c9,r3c1,r3c2,r3c4,r3c5,r3c6,r3c7,r3c9<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(6.7);
    }

    @Test
    void a_diagonal_makes_no_franken_fish_and_a_classic_grid_has_no_diagonal() {
        assertThat(RuleComplexFish.of(ComplexFish.Kind.FRANKEN, 2, false).find(diagonalAndColumn8(X)))
                .isEmpty();
        assertThat(RuleComplexFish.of(ComplexFish.Kind.MUTANT, 2, false).find(diagonalAndColumn8(CLASSIC)))
                .isEmpty();
    }
}
