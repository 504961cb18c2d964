package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * ALS-XZ on hand-built positions: an empty classic grid whose candidates are then cut down, so the sets
 * the test means are the only small ones there.
 */
class RuleAlsTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @Test
    void a_restricted_common_between_a_cell_and_a_pair_takes_the_other_common_digit_from_cells_seeing_both() {
        // A = r1c1 {1,2}; B = r5c1 {1,3}, r5c2 {2,3}. 1 is restricted (r1c1 and r5c1 share column 1), so
        // 2 is in r1c1 or r5c2: every cell seeing both loses it.
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(5, 1)] = bits(1, 3);
        candidates[cell(5, 2)] = bits(2, 3);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        AlsStep step = (AlsStep) RuleAls.xz().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.ALS_XZ);
        assertThat(step.sets().get(0).cells()).containsExactly(cell(1, 1));
        assertThat(step.sets().get(1).cells()).containsExactly(cell(5, 1), cell(5, 2));
        assertThat(step.links()).containsExactly(List.of(1));
        assertThat(step.zDigits()).containsExactly(2);
        assertThat(step.eliminations())
                .containsExactly(
                        new Candidate(cell(1, 2), 2),
                        new Candidate(cell(2, 2), 2),
                        new Candidate(cell(3, 2), 2),
                        new Candidate(cell(4, 1), 2),
                        new Candidate(cell(6, 1), 2));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo(
                        "ALS-XZ: A = {r1c1} (1,2), B = {r5c1 r5c2} (1,2,3); x = 1; z = 2 => r1c2,r2c2,r3c2,r4c1,r6c1<>2");
        assertThat(RuleHintText.describe(step, CLASSIC, 1)).isEqualTo("Technique: ALS-XZ. Look in r1,r5.");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(7.2);
    }

    @Test
    void a_doubly_linked_pair_is_locked_on_every_digit() {
        // A = r1c1 {1,2}; B = r1c5 {1,3}, r1c6 {2,3}: 1 and 2 are both restricted, so A holds one and B the
        // other and its 3: the rest of row 1 loses 1, 2 and 3, and the rest of box 2 loses 3.
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(1, 5)] = bits(1, 3);
        candidates[cell(1, 6)] = bits(2, 3);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        AlsStep step = (AlsStep) RuleAls.xz().find(grid).orElseThrow();

        assertThat(step.links()).containsExactly(List.of(1, 2));
        assertThat(step.eliminations()).hasSize(6 * 3 + 6);
        for (int column : new int[] {2, 3, 4, 7, 8, 9}) {
            for (int digit = 1; digit <= 3; digit++) {
                assertThat(step.eliminations()).contains(new Candidate(cell(1, column), digit));
            }
        }
        for (int row = 2; row <= 3; row++) {
            for (int column = 4; column <= 6; column++) {
                assertThat(step.eliminations())
                        .contains(new Candidate(cell(row, column), 3))
                        .doesNotContain(new Candidate(cell(row, column), 1));
            }
        }
        assertThat(RuleStepText.describe(step, CLASSIC))
                .startsWith("ALS-XZ: A = {r1c1} (1,2), B = {r1c5 r1c6} (1,2,3); doubly linked by x = 1,2 =>"
                        + " r1c2,r1c3,r1c4,r1c7,r1c8,r1c9<>1");
    }

    @Test
    void no_digit_whose_places_all_see_each_other_leaves_no_step() {
        // B = r5c1 {1,3}, r5c2 {1,2,3}: r5c2's 1 does not see r1c1, so 1 links nothing, nor does 2.
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(5, 1)] = bits(1, 3);
        candidates[cell(5, 2)] = bits(1, 2, 3);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        assertThat(RuleAls.xz().find(grid)).isEmpty();
    }
}
