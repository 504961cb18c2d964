package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;

/**
 * Independent checks of a generated puzzle: the {@code general} exact solver (the generator's checks on
 * 9x9 use {@code band}) proves uniqueness and the solution; minimality is checked clue by clue.
 */
final class GeneratedChecks {
    private final ExactSolver exact = Solvers.create("general");

    void uniqueWithItsSolution(Generated generated) {
        SolveResult result = exact.solve(generated.puzzle(), SolveLimits.countUpTo(2));
        assertThat(result.status())
                .as("puzzle %s (seed %d)", generated.puzzle(), generated.seed())
                .isEqualTo(Status.SOLVED);
        assertThat(result.solution()).contains(generated.solution());
        assertThat(generated.solution().keepsGivensOf(generated.puzzle())).isTrue();
    }

    /** Every single given, removed alone, leaves a puzzle with several solutions. */
    void minimal(Grid puzzle) {
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            if (!puzzle.isEmpty(cell)) {
                assertThat(exact.solve(puzzle.with(cell, 0), SolveLimits.countUpTo(2))
                                .status())
                        .as("removing r%dc%d of %s", cell / puzzle.size() + 1, cell % puzzle.size() + 1, puzzle)
                        .isEqualTo(Status.MULTIPLE);
            }
        }
    }

    /** Emptying any orbit that is all given leaves a puzzle with several solutions. */
    void minimalOrbits(Grid puzzle, int[][] orbits) {
        for (int[] orbit : orbits) {
            if (!puzzle.isEmpty(orbit[0])) {
                Grid without = puzzle;
                for (int cell : orbit) {
                    without = without.with(cell, 0);
                }
                assertThat(exact.solve(without, SolveLimits.countUpTo(2)).status())
                        .as(
                                "emptying the orbit of r%dc%d of %s",
                                orbit[0] / puzzle.size() + 1, orbit[0] % puzzle.size() + 1, puzzle)
                        .isEqualTo(Status.MULTIPLE);
            }
        }
    }

    /** The givens are the same set after the map (r, c) -> f(r, c), checked cell by cell. */
    static boolean keeps(Grid puzzle, java.util.function.IntBinaryOperator mapToCell) {
        int n = puzzle.size();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int image = mapToCell.applyAsInt(r, c);
                if (puzzle.isEmpty(r * n + c) != puzzle.isEmpty(image)) {
                    return false;
                }
            }
        }
        return true;
    }
}
