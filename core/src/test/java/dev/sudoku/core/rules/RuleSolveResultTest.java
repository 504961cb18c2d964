package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.solve.SolveStats;
import dev.sudoku.core.solve.Status;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RuleSolveResultTest {
    private static final int[] SOLUTION = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
    private static final SolveStats STATS = new SolveStats(0, 5, 100);

    @Test
    void two_results_with_the_same_solution_are_equal_and_print_its_digits() {
        RuleSolveResult first = new RuleSolveResult(Status.SOLVED, 1, Optional.of(SOLUTION), STATS, "");
        RuleSolveResult second = new RuleSolveResult(Status.SOLVED, 1, Optional.of(SOLUTION.clone()), STATS, "");

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first.toString()).contains("SOLVED", "1234341221434321").doesNotContain("[I@");
    }

    @Test
    void results_with_other_solutions_or_none_differ() {
        int[] other = SOLUTION.clone();
        other[0] = 2;
        other[1] = 1;
        RuleSolveResult first = new RuleSolveResult(Status.SOLVED, 1, Optional.of(SOLUTION), STATS, "");

        assertThat(new RuleSolveResult(Status.SOLVED, 1, Optional.of(other), STATS, ""))
                .isNotEqualTo(first);
        assertThat(new RuleSolveResult(Status.NONE, 0, Optional.empty(), STATS, ""))
                .isNotEqualTo(first)
                .isEqualTo(new RuleSolveResult(Status.NONE, 0, Optional.empty(), STATS, ""));
    }
}
