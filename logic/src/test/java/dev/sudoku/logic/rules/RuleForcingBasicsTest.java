package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.logic.Inference;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules a Dynamic (+) propagation runs on its working grid, each on a hand-built classic position where
 * one assumed deletion completes the pattern: the propagation reaches the pattern's removal, resting on that
 * deletion, and the plain dynamic propagation does not. A pattern the grid had before the chain adds
 * nothing.
 */
class RuleForcingBasicsTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @Test
    void a_deletion_that_locks_a_digit_of_a_row_in_a_box_takes_it_from_the_rest_of_the_box() {
        // 5 in row 1 only at r1c1, r1c2 and r1c4: without r1c4 it is locked in box 1.
        int[] candidates = all(CLASSIC);
        removeFromRow(candidates, 5, 1, 3, 5, 6, 7, 8, 9);

        assertReachedOnlyWithBasics(candidates, cell(1, 4), 5, new Inference(cell(2, 1), 5, false));
    }

    @Test
    void a_deletion_that_leaves_two_digits_in_two_cells_of_a_row_takes_the_cells_other_digits() {
        // 1 in row 1 only at r1c1..r1c3, 2 only at r1c1 and r1c2: without 1 at r1c3, a hidden pair.
        int[] candidates = all(CLASSIC);
        removeFromRow(candidates, 1, 1, 4, 5, 6, 7, 8, 9);
        removeFromRow(candidates, 2, 1, 3, 4, 5, 6, 7, 8, 9);

        assertReachedOnlyWithBasics(candidates, cell(1, 3), 1, new Inference(cell(1, 1), 3, false));
    }

    @Test
    void a_deletion_that_leaves_two_cells_of_a_row_with_the_same_two_digits_takes_them_from_the_row() {
        // r1c1 holds 1 or 2, r1c2 1, 2 or 3: without 3 at r1c2, a naked pair.
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(1, 2)] = bits(1, 2, 3);

        assertReachedOnlyWithBasics(candidates, cell(1, 2), 3, new Inference(cell(1, 7), 1, false));
    }

    @Test
    void a_deletion_that_leaves_a_digit_in_the_same_two_columns_of_two_rows_takes_it_from_the_columns() {
        // 5 in row 1 at c1, c5 and c9, in row 5 at c1 and c5: without r1c9, an X-Wing.
        int[] candidates = all(CLASSIC);
        removeFromRow(candidates, 5, 1, 2, 3, 4, 6, 7, 8);
        removeFromRow(candidates, 5, 5, 2, 3, 4, 6, 7, 8, 9);

        assertReachedOnlyWithBasics(candidates, cell(1, 9), 5, new Inference(cell(8, 5), 5, false));
    }

    @Test
    void a_pattern_on_the_grid_before_the_chain_adds_nothing_to_it() {
        // The X-Wing of 5 in rows 1 and 5 is there already; the chain starts elsewhere.
        int[] candidates = all(CLASSIC);
        removeFromRow(candidates, 5, 1, 2, 3, 4, 6, 7, 8, 9);
        removeFromRow(candidates, 5, 5, 2, 3, 4, 6, 7, 8, 9);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        RuleImplications plus = new RuleImplications(grid, RuleForcingMode.DYNAMIC_PLUS);
        RuleBranch branch = plus.from(cell(9, 9), 9, false);

        assertThat(branch.reaches(plus.state(cell(8, 5), 5, false))).isFalse();
        assertThat(branch.reaches(plus.state(cell(8, 1), 5, false))).isFalse();
    }

    /** The deletion of the digit in the cell reaches the removal with Dynamic (+) only, resting on it. */
    private static void assertReachedOnlyWithBasics(int[] candidates, int cell, int digit, Inference removal) {
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);
        RuleImplications plus = new RuleImplications(grid, RuleForcingMode.DYNAMIC_PLUS);
        RuleImplications dynamic = new RuleImplications(grid, RuleForcingMode.DYNAMIC);
        int target = plus.state(removal.cell(), removal.digit(), false);

        RuleBranch withBasics = plus.from(cell, digit, false);
        RuleBranch without = dynamic.from(cell, digit, false);

        assertThat(withBasics.contradicts()).isFalse();
        assertThat(withBasics.reaches(target)).as("reached with Dynamic (+)").isTrue();
        assertThat(withBasics.path(target, 9)).containsExactly(new Inference(cell, digit, false), removal);
        assertThat(without.reaches(target))
                .as("reached by the plain dynamic chain")
                .isFalse();
    }

    /** Takes the digit out of the given columns of the row (1-based). */
    private static void removeFromRow(int[] candidates, int digit, int row, int... columns) {
        for (int column : columns) {
            candidates[cell(row, column)] &= ~bits(digit);
        }
    }
}
