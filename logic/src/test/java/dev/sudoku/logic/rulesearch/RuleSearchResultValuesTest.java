package dev.sudoku.logic.rulesearch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.classic.BivalueOptions;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The search results are values: the same search twice gives equal results, printed by their digits. */
class RuleSearchResultValuesTest {
    /** An X-Sudoku with one solution that logic alone does not finish. */
    private static final VariantPuzzle X = new VariantPuzzle(
            RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty()),
            "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3.."
                    .chars()
                    .map(c -> c == '.' ? 0 : c - '0')
                    .toArray());

    /** A 4x4 puzzle with two solutions, both found by the bivalue search. */
    private static final VariantPuzzle TWO_SOLUTIONS = new VariantPuzzle(
            RuleSets.of(EnumSet.noneOf(Variant.class), 4, Optional.empty()),
            new int[] {1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2});

    private final RuleSearchSolver search = new RuleSearchSolver();

    @Test
    void logic_run_twice_is_one_value_printed_by_its_digits() {
        RuleLogicRun first = search.logic(X);
        RuleLogicRun second = search.logic(X);

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first.toString())
                .startsWith("RuleLogicRun[")
                .contains("2..8")
                .doesNotContain("[I@");
    }

    @Test
    void a_guessing_solve_run_twice_is_one_value_printed_with_its_solution() {
        RuleGuessResult first = search.guess(X, 1_000);
        RuleGuessResult second = search.guess(X, 1_000);

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first.toString())
                .startsWith("RuleGuessResult[")
                .contains(VariantText.line(first.solution().orElseThrow()))
                .doesNotContain("[I@");
    }

    @Test
    void a_bivalue_search_run_twice_is_one_value_printed_with_its_solutions() {
        RuleBivalueResult first = search.bivalue(TWO_SOLUTIONS, BivalueOptions.DEFAULT);
        RuleBivalueResult second = search.bivalue(TWO_SOLUTIONS, BivalueOptions.DEFAULT);

        assertThat(first.solutions()).hasSize(2);
        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first.toString())
                .startsWith("RuleBivalueResult[")
                .contains(
                        VariantText.line(first.solutions().get(0)),
                        VariantText.line(first.solutions().get(1)))
                .doesNotContain("[I@");
    }
}
