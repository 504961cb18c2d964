package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Consistency;
import dev.sudoku.logic.classic.Contradiction;
import java.util.Objects;
import java.util.Optional;

/**
 * The hint use case: the next step the solver would take from a position, with the uniqueness techniques
 * switched off unless the position's values have exactly one solution.
 *
 * <p>A position that is already impossible, or whose values have no solution, gets no step: a step there
 * would look like progress toward a solution that does not exist. The hint names the contradiction
 * instead, in the position itself or where logic reaches one from it ({@link Hint#refutation}).
 *
 * <p>Runs within the {@link SearchBudget} in force: when it runs out, the hint has no step and says so
 * ({@link Hint#timedOut}). Not thread-safe (it keeps an exact solver); make one per thread.
 */
public final class Hinter {
    private final Catalogue catalogue;
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);

    public Hinter(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
    }

    /**
     * The next step from a position whose values are {@code values} (the givens and what has been placed)
     * and whose candidates are those of {@code grid}, already checked against the values.
     *
     * @throws IllegalArgumentException when the candidates are of another box shape than the values
     */
    public Hint hint(Grid values, CandidateGrid grid) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(grid, "grid");
        BoxShape candidates = grid.geometry().shape();
        if (!candidates.equals(values.shape())) {
            throw new IllegalArgumentException("the candidates are of " + described(candidates) + " but the values of "
                    + described(values.shape()));
        }
        SolveResult verdict = exact.solve(values, SearchBudget.bounded(SolveLimits.UNIQUENESS));
        if (verdict.status() == Status.INVALID || verdict.status() == Status.UNKNOWN) {
            boolean late = verdict.status() == Status.UNKNOWN;
            return new Hint(
                    verdict.status(), Optional.empty(), verdict.message(), grid.geometry(), Optional.empty(), late);
        }
        if (grid.isSolved()) {
            return new Hint(verdict.status(), Optional.empty(), "the grid is already full", grid.geometry());
        }
        Catalogue used = verdict.status() == Status.SOLVED ? catalogue : catalogue.forUnprovenPuzzle();
        LogicalSolver solver = new LogicalSolver(used);
        if (verdict.status() == Status.NONE || Consistency.first(grid).isPresent()) {
            return refuted(verdict.status(), grid, solver);
        }
        try {
            Optional<Step> step = solver.nextStep(grid);
            String reason = step.isPresent() ? "" : "no technique of the profile finds a step here";
            return new Hint(verdict.status(), step, reason, grid.geometry());
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return new Hint(
                    verdict.status(),
                    Optional.empty(),
                    "no step found within the time limit",
                    grid.geometry(),
                    Optional.empty(),
                    true);
        }
    }

    /** No step for an impossible position: the contradiction in it, or the one logic reaches from it. */
    private static Hint refuted(Status status, CandidateGrid grid, LogicalSolver solver) {
        LogicalSolution path = solver.walk(grid.copy(), true, StepListener.NONE);
        Symbols symbols = Symbols.defaultFor(grid.size());
        Optional<Contradiction> contradiction = path.contradiction();
        String noSolution = status == Status.NONE ? "the puzzle has no solution" : "the position is impossible";
        if (contradiction.isEmpty()) {
            String why = path.timedOut()
                    ? noSolution + "; logic found no contradiction within the time limit"
                    : noSolution + "; logic finds no contradiction";
            return new Hint(status, Optional.empty(), why, grid.geometry(), Optional.empty(), path.timedOut());
        }
        int steps = path.steps().size();
        String after = steps == 0 ? "" : "after " + steps + (steps == 1 ? " step" : " steps") + " of logic, ";
        String why = noSolution + ": " + after + contradiction.get().describe(symbols);
        return new Hint(status, Optional.empty(), why, grid.geometry(), Optional.of(path), false);
    }

    private static String described(BoxShape shape) {
        return "a " + shape.size() + "x" + shape.size() + " grid (boxes " + shape + ")";
    }
}
