package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import org.junit.jupiter.api.Test;

class BivalueSearchTest {
    private final ClassicSolver solver = new ClassicSolver(Catalogue.se().withoutChaining());

    @Test
    void depth_2_finds_the_solution_of_a_puzzle_logic_cannot_finish() {
        Grid puzzle = parse(ClassicFixtures.NEEDS_GUESSING);
        BivalueResult result = solver.searchBivalue(puzzle);

        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.logic().status()).isEqualTo(LogicStatus.STUCK);
        assertThat(result.runs()).hasSize(1);
        BivalueRun run = result.runs().get(0);
        assertThat(run.depth()).isEqualTo(2);
        assertThat(run.fromSize()).isEqualTo(1);
        assertThat(run.combinationsTried()).isEqualTo(run.refuted() + run.solved() + run.unresolved());
        assertThat(run.depthLimitReached()).isFalse();
        assertThat(result.solutions())
                .containsExactly(ClassicFixtures.uniqueSolution(puzzle).orElseThrow());
        for (BivalueTrial trial : result.kept()) {
            assertThat(trial.assignment())
                    .allSatisfy(p -> assertThat(result.bivalueCells()).contains(p.cell()));
            if (trial.status() == LogicStatus.SOLVED) {
                assertThat(trial.grid()).isEqualTo(result.solutions().get(0));
            } else {
                assertThat(trial.status()).isEqualTo(LogicStatus.STUCK);
            }
        }
    }

    @Test
    void bivalue_cells_are_those_with_two_candidates_where_logic_stopped() {
        BivalueResult result = solver.searchBivalue(parse(ClassicFixtures.NEEDS_GUESSING));
        assertThat(result.bivalueCells()).isNotEmpty().isSorted();
        for (int cell = 0; cell < 81; cell++) {
            boolean bivalue = Long.bitCount(result.logic().candidates(cell)) == 2;
            assertThat(result.bivalueCells().contains(cell)).isEqualTo(bivalue);
        }
    }

    @Test
    void depth_2_without_a_solution_retries_the_larger_combinations_at_depth_4() {
        Grid puzzle = parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4);
        BivalueResult result = solver.searchBivalue(puzzle);

        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.runs()).hasSize(2);
        BivalueRun first = result.runs().get(0);
        BivalueRun retry = result.runs().get(1);
        int b = result.bivalueCells().size();
        // Depth 2 tries every single cell (2 values) and every pair (4 assignments) in full.
        assertThat(first.combinationsTried()).isEqualTo(2L * b + 4L * b * (b - 1) / 2);
        assertThat(first.solved()).isZero();
        assertThat(first.depthLimitReached()).isTrue();
        assertThat(retry.depth()).isEqualTo(4);
        assertThat(retry.fromSize()).isEqualTo(3);
        assertThat(retry.newSolutions()).isEqualTo(result.solutions().size()).isPositive();
        assertThat(retry.combinationsTried()).isLessThanOrEqualTo(8L * choose(b, 3) + 16L * choose(b, 4));
        assertThat(result.combinationsTried()).isEqualTo(first.combinationsTried() + retry.combinationsTried());
        assertThat(result.solutions()).doesNotHaveDuplicates().allSatisfy(solution -> {
            assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                    .isTrue();
            assertThat(solution.keepsGivensOf(puzzle)).isTrue();
        });
    }

    private static long choose(int n, int k) {
        long result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return result;
    }

    @Test
    void a_cell_whose_two_values_both_fail_proves_there_is_no_solution() {
        BivalueResult result = solver.searchBivalue(parse(ClassicFixtures.NONE_AFTER_GUESSES));
        assertThat(result.status()).isEqualTo(SearchStatus.NO_SOLUTION);
        assertThat(result.solutions()).isEmpty();
        BivalueRun run = result.runs().get(0);
        assertThat(run.refuted()).isEqualTo(2).isEqualTo(run.combinationsTried());
        assertThat(run.depthLimitReached()).isFalse();
    }

    @Test
    void combination_budget_stops_the_search() {
        BivalueResult result = solver.searchBivalue(
                parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4), BivalueOptions.DEFAULT.withMaxCombinations(10));
        assertThat(result.status()).isEqualTo(SearchStatus.LIMIT_REACHED);
        assertThat(result.combinationsTried()).isEqualTo(10);
        assertThat(result.runs()).hasSize(1);
        assertThat(result.runs().get(0).limitReached()).isTrue();
    }

    @Test
    void no_retry_when_the_retry_depth_equals_the_depth() {
        BivalueResult result = solver.searchBivalue(
                parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4), BivalueOptions.DEFAULT.withDepths(2, 2));
        assertThat(result.status()).isEqualTo(SearchStatus.UNRESOLVED);
        assertThat(result.runs()).hasSize(1);
        assertThat(result.runs().get(0).depthLimitReached()).isTrue();
        assertThat(result.kept()).hasSize(BivalueOptions.DEFAULT.maxKept());
        assertThat(result.kept()).allSatisfy(t -> assertThat(t.status()).isEqualTo(LogicStatus.STUCK));
    }

    @Test
    void puzzle_solved_by_logic_needs_no_search() {
        BivalueResult result = solver.searchBivalue(parse(ClassicFixtures.EASY));
        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.runs()).isEmpty();
        assertThat(result.solutions()).containsExactly(result.logic().grid());
        assertThat(result.cycles()).isEqualTo(result.logic().cycles());
    }

    @Test
    void on_6x6_depth_4_finds_solutions_that_depth_2_misses() {
        Grid puzzle = parse(ClassicFixtures.SIX_SEVERAL);
        BivalueResult result = solver.searchBivalue(puzzle);
        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.runs()).extracting(BivalueRun::depth).containsExactly(2, 4);
        assertThat(result.runs().get(0).newSolutions()).isZero();
        long count = Solvers.create("auto")
                .solve(puzzle, SolveLimits.countUpTo(1000))
                .solutionCount();
        assertThat(result.solutions()).hasSizeBetween(2, (int) count).doesNotHaveDuplicates();
        assertThat(result.solutions()).allSatisfy(solution -> {
            assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                    .isTrue();
            assertThat(solution.keepsGivensOf(puzzle)).isTrue();
        });
    }
}
