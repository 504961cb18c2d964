package dev.sudoku.logic.rulesearch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Cage sums and consecutive pairs in the search modes' logic: what they narrow and the contradictions they name. */
class RuleConstraintsTest {
    private static final RuleSet CLASSIC = RuleSets.of(EnumSet.noneOf(Variant.class), 9, Optional.empty());

    private final RuleSearchSolver search = new RuleSearchSolver();

    @Test
    void a_cage_keeps_only_the_digits_of_the_sets_that_make_its_sum() {
        // Cage A (r1c1, r1c2) adds up to 3: only 1 + 2 makes it. Cage B (r9c8, r9c9) adds up to 17: 8 + 9.
        RuleSet rules = CLASSIC.withCages(new CageMap(9, List.of(cage('A', 3, 0, 1), cage('B', 17, 79, 80))));
        RuleLogicRun run = search.logic(new VariantPuzzle(rules, new int[81]));

        assertThat(run.status()).isEqualTo(LogicStatus.STUCK);
        assertThat(run.candidates()[0]).isEqualTo(0b11);
        assertThat(run.candidates()[1]).isEqualTo(0b11);
        assertThat(run.candidates()[79]).isEqualTo(0b1_1000_0000);
        // A pair of candidates in a cage is no subset to this logic: the rest of row 1 keeps 1 and 2.
        assertThat(run.candidates()[2] & 0b11).isEqualTo(0b11);
        assertThat(run.steps()).isEqualTo(2);
    }

    @Test
    void a_cage_whose_sum_can_no_longer_be_made_is_a_contradiction_naming_its_cells() {
        // Cage A (r1c1, r1c2) needs 1 and 2; the 1 given in r1c3 leaves it no way to make 3.
        RuleSet rules = CLASSIC.withCages(new CageMap(9, List.of(cage('A', 3, 0, 1))));
        int[] givens = new int[81];
        givens[2] = 1;
        VariantPuzzle puzzle = new VariantPuzzle(rules, givens);

        RuleLogicRun run = search.logic(puzzle);
        RuleGuessResult guessed = search.guess(puzzle, 100);

        assertThat(new RuleSolver().solve(puzzle).status()).isEqualTo(Status.NONE);
        assertThat(run.status()).isEqualTo(LogicStatus.CONTRADICTION);
        assertThat(run.contradiction())
                .contains("cage A at r1c1, r1c2 can no longer make its sum 3: no 2 distinct digits among its empty"
                        + " cells' candidates add up to the 3 it lacks");
        assertThat(guessed.status()).isEqualTo(SearchStatus.NO_SOLUTION);
    }

    @Test
    void a_barred_pair_keeps_digits_one_apart_and_an_unbarred_pair_digits_further_apart() {
        // One bar, between r1c1 and r1c2; every other pair of side-neighbours differs by more than 1.
        RuleSet rules = CLASSIC.withBars(new BarMap(9, "r" + ".".repeat(80)));
        int[] givens = new int[81];
        givens[0] = 5;
        RuleLogicRun run = search.logic(new VariantPuzzle(rules, givens));

        assertThat(run.values()[1] == 0 ? run.candidates()[1] : 1 << (run.values()[1] - 1))
                .as("r1c2")
                .isEqualTo(0b10_1000);
        assertThat(run.candidates()[9] & 0b11_1000)
                .as("r2c1 keeps no 4, 5 or 6")
                .isZero();
    }

    @Test
    void a_pair_without_digits_that_keep_its_bar_is_a_contradiction_naming_both_cells() {
        RuleSet rules = CLASSIC.withBars(new BarMap(9, "r" + ".".repeat(80)));
        int[] givens = new int[81];
        givens[0] = 5;
        givens[4] = 4;
        givens[5] = 6;
        RuleLogicRun run = search.logic(new VariantPuzzle(rules, givens));

        assertThat(run.status()).isEqualTo(LogicStatus.CONTRADICTION);
        assertThat(run.contradiction()).contains("r1c1 and r1c2, across a bar, have no digits that differ by 1");
    }

    private static Cage cage(char label, int sum, int... cells) {
        return new Cage(label, sum, cells);
    }
}
