package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;

/** What every exact solver's answer must satisfy, whatever the puzzle. */
final class SolveAssertions {
    private SolveAssertions() {}

    /** The result holds a solution: valid in every house, keeping the puzzle's givens. */
    static void assertSolves(SolveResult result, Grid puzzle) {
        assertThat(result.solution()).isPresent();
        Grid solution = result.solution().get();
        assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                .as("valid solution")
                .isTrue();
        assertThat(solution.keepsGivensOf(puzzle)).as("keeps the givens").isTrue();
    }
}
