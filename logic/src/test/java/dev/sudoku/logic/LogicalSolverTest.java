package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import org.junit.jupiter.api.Test;

class LogicalSolverTest {
    // A widely reproduced easy puzzle that singles alone solve.
    private static final String EASY =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void easy_puzzle_is_solved_with_singles_only() {
        Grid puzzle = PuzzleReader.parse(EASY);
        LogicalSolution solution = new LogicalSolver(Catalogue.se()).solve(puzzle);
        assertThat(solution.solved()).isTrue();
        assertThat(solution.grid())
                .isEqualTo(Solvers.create("auto").solve(puzzle).solution().orElseThrow());
        assertThat(solution.steps()).hasSize(51);
        assertThat(solution.counts().keySet()).allSatisfy(id -> assertThat(id)
                .isIn(TechniqueId.FULL_HOUSE, TechniqueId.HIDDEN_SINGLE_BOX, TechniqueId.HIDDEN_SINGLE_LINE));
    }

    @Test
    void solver_without_any_single_gets_stuck_at_the_start() {
        Catalogue none = Catalogue.se().withDisabled(TechniqueId.values());
        LogicalSolution solution = new LogicalSolver(none).solve(PuzzleReader.parse(EASY));
        assertThat(solution.solved()).isFalse();
        assertThat(solution.steps()).isEmpty();
        assertThat(solution.grid()).isEqualTo(PuzzleReader.parse(EASY));
    }

    @Test
    void first_step_follows_the_catalogue_order() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(EASY));
        Step se = new LogicalSolver(Catalogue.se()).nextStep(grid).orElseThrow();
        Step noBoxSingles = new LogicalSolver(Catalogue.se().withDisabled(TechniqueId.HIDDEN_SINGLE_BOX))
                .nextStep(grid)
                .orElseThrow();
        assertThat(se.technique()).isEqualTo(TechniqueId.HIDDEN_SINGLE_BOX);
        assertThat(noBoxSingles.technique()).isEqualTo(TechniqueId.HIDDEN_SINGLE_LINE);
    }

    @Test
    void se_catalogue_rates_as_sudoku_explainer_does() {
        Catalogue se = Catalogue.se();
        assertThat(se.rating(TechniqueId.FULL_HOUSE)).isEqualTo(1.0);
        assertThat(se.rating(TechniqueId.NAKED_SINGLE)).isEqualTo(2.3);
        assertThat(se.rating(TechniqueId.HIDDEN_QUAD)).isEqualTo(5.4);
        assertThat(se.entries()).extracting(CatalogueEntry::rating).isSorted();
    }
}
