package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RuleLockedCandidatesTest {
    /** Box 1's six cells off the main diagonal hold 2..7, so its 1 lies on the diagonal. */
    private static final String BOX_ONE = ""
            + ".23......"
            + "4.5......"
            + "67......."
            + "........." + "........." + "........." + "........." + "........." + ".........";

    @Test
    void a_box_digit_confined_to_the_main_diagonal_leaves_the_rest_of_the_diagonal() {
        RuleSet rules = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        Step step = RuleLockedCandidates.pointing().find(grid(rules)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.POINTING);
        IntersectionStep locked = (IntersectionStep) step;
        assertThat(rules.houses().get(locked.sourceHouse()).name()).isEqualTo("box 1");
        assertThat(rules.houses().get(locked.targetHouse()).name()).isEqualTo("main diagonal");
        List<Candidate> expected = new ArrayList<>();
        for (int i = 3; i < 9; i++) {
            expected.add(new Candidate(i * 9 + i, locked.digit()));
        }
        assertThat(step.eliminations()).containsExactlyElementsOf(expected);
        assertThat(RuleStepText.describe(step, rules))
                .isEqualTo("Pointing: 1 in b1 confined to d1 => r4c4,r5c5,r6c6,r7c7,r8c8,r9c9<>1");
    }

    @Test
    void without_the_diagonals_the_same_givens_have_nothing_to_point_at() {
        RuleSet rules = RuleSets.of(Set.of(), 9, Optional.empty());

        assertThat(RuleLockedCandidates.pointing().find(grid(rules))).isEmpty();
    }

    private static RuleGrid grid(RuleSet rules) {
        int[] givens = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            char c = BOX_ONE.charAt(cell);
            givens[cell] = c == '.' ? 0 : c - '0';
        }
        return RuleGrid.fromPuzzle(new VariantPuzzle(rules, givens));
    }
}
