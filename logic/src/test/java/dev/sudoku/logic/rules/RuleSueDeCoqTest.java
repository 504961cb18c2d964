package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Sue de Coq where a window crosses a row: an empty grid whose candidates are then cut down to the core and
 * its two sets, so the pattern the test means is the only one there.
 */
class RuleSueDeCoqTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet WINDOKU = RuleSets.of(Set.of(Variant.WINDOKU), 9, Optional.empty());

    /**
     * Core r2c3 {1,2,3,4}, r2c4 {1,2,3,4}: row 2 and the first window (r2-4, c2-4) share it, no box does.
     * Row set r2c8 {1,2}, window set r4c4 {3,4}: between them and the core, 1-4 are placed once each.
     */
    private static RuleGrid windowCrossing(RuleSet rules) {
        int[] candidates = all(rules);
        candidates[cell(2, 3)] = bits(1, 2, 3, 4);
        candidates[cell(2, 4)] = bits(1, 2, 3, 4);
        candidates[cell(2, 8)] = bits(1, 2);
        candidates[cell(4, 4)] = bits(3, 4);
        return RuleGrid.ofPosition(empty(rules), new int[81], candidates);
    }

    @Test
    void a_core_a_window_shares_with_a_row_locks_its_digits_in_both() {
        AlsStep step =
                (AlsStep) RuleAls.sueDeCoq().find(windowCrossing(WINDOKU)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.SUE_DE_COQ);
        assertThat(step.sets().stream().map(AlmostLockedSet::cells))
                .containsExactly(List.of(cell(2, 3), cell(2, 4)), List.of(cell(2, 8)), List.of(cell(4, 4)));
        // The row's other cells lose 1 and 2 (3 and 4 may still go to the window set); the window's other
        // cells lose 3 and 4.
        List<Candidate> expected = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9 + 1;
            int column = cell % 9 + 1;
            boolean inWindow = row >= 2 && row <= 4 && column >= 2 && column <= 4;
            boolean pattern = cell == cell(2, 3) || cell == cell(2, 4) || cell == cell(2, 8) || cell == cell(4, 4);
            for (int digit = 1; digit <= 4 && !pattern; digit++) {
                if ((row == 2 && digit <= 2) || (inWindow && digit >= 3)) {
                    expected.add(new Candidate(cell, digit));
                }
            }
        }
        assertThat(step.eliminations()).containsExactlyElementsOf(expected);
        assertThat(RuleStepText.describe(step, WINDOKU))
                .startsWith(
                        "Sue de Coq: {r2c3 r2c4} (1,2,3,4) where r2 meets w1, {r2c8} (1,2) in r2, {r4c4} (3,4) in w1 =>"
                                + " r2c1,r2c2,r2c5,r2c6,r2c7,r2c9<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(7.3);
    }

    @Test
    void without_the_window_no_house_holds_the_core_and_no_step_is_found() {
        assertThat(RuleAls.sueDeCoq().find(windowCrossing(CLASSIC))).isEmpty();
    }
}
