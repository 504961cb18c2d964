package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Consistency;
import java.util.Optional;

/**
 * The hint use case: the next step the solver would take from a position, with the uniqueness techniques
 * switched off unless the position's values have exactly one solution.
 *
 * <p>Not thread-safe (it keeps an exact solver); make one per thread.
 */
public final class Hinter {
    private final Catalogue catalogue;
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);

    public Hinter(Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    /**
     * The next step from a position whose values are {@code values} (the givens and what has been placed)
     * and whose candidates are those of {@code grid}, already checked against the values.
     */
    public Hint hint(Grid values, CandidateGrid grid) {
        SolveResult verdict = exact.solve(values, SolveLimits.UNIQUENESS);
        if (verdict.status() == Status.INVALID || verdict.status() == Status.UNKNOWN) {
            return new Hint(verdict.status(), Optional.empty(), verdict.message(), grid.geometry());
        }
        if (grid.isSolved()) {
            return new Hint(verdict.status(), Optional.empty(), "the grid is already full", grid.geometry());
        }
        Catalogue used = verdict.status() == Status.SOLVED ? catalogue : catalogue.forUnprovenPuzzle();
        Optional<Step> step = new LogicalSolver(used).nextStep(grid);
        if (step.isPresent()) {
            return new Hint(verdict.status(), step, "", grid.geometry());
        }
        String reason = Consistency.describe(grid)
                .map(c -> "the position is impossible: " + c)
                .orElse("no technique of the profile finds a step here");
        return new Hint(verdict.status(), Optional.empty(), reason, grid.geometry());
    }
}
