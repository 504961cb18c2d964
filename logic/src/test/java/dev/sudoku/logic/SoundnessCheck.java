package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Walks the solve path of a unique puzzle and, at every position on it, runs every technique of the
 * catalogue to exhaustion, checking each step against the known solution.
 */
final class SoundnessCheck {
    private SoundnessCheck() {}

    /** Checks every step found along the path; returns the number of steps checked. */
    static int check(Grid puzzle, Catalogue catalogue) {
        return check(puzzle, catalogue, catalogue);
    }

    /**
     * Walks the solve path of {@code path} and at each position runs every technique of {@code path} and
     * of {@code also} (each technique instance once).
     */
    static int check(Grid puzzle, Catalogue path, Catalogue also) {
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        LogicalSolver solver = new LogicalSolver(path);
        Set<Technique> techniques = new LinkedHashSet<>();
        path.entries().forEach(e -> techniques.add(e.technique()));
        also.entries().forEach(e -> techniques.add(e.technique()));
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        int checked = 0;
        while (!grid.isSolved()) {
            for (Technique technique : techniques) {
                int[] count = {0};
                CandidateGrid position = grid;
                technique.find(grid, step -> {
                    assertSound(step, solution, position, puzzle);
                    count[0]++;
                    return true;
                });
                checked += count[0];
            }
            Optional<Step> next = solver.nextStep(grid);
            if (next.isEmpty()) {
                break;
            }
            LogicalSolver.apply(grid, next.get());
        }
        return checked;
    }

    private static void assertSound(Step step, Grid solution, CandidateGrid grid, Grid puzzle) {
        for (Candidate candidate : step.eliminations()) {
            assertThat(solution.get(candidate.cell()))
                    .as("%s removes the solution digit at cell %d of %s", step, candidate.cell(), puzzle)
                    .isNotEqualTo(candidate.digit());
            assertThat(grid.has(candidate.cell(), candidate.digit()))
                    .as("%s removes a candidate that is not there", step)
                    .isTrue();
        }
        for (Placement placement : step.placements()) {
            assertThat(placement.digit())
                    .as("%s places a wrong digit in %s", step, puzzle)
                    .isEqualTo(solution.get(placement.cell()));
        }
    }
}
