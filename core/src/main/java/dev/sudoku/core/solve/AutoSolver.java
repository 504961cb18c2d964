package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;

/**
 * Sends 9x9 puzzles to the {@link BandSolver} and every other shape to the {@link GeneralSolver}, so one
 * input may mix sizes. Not thread-safe, like the solvers it holds.
 */
public final class AutoSolver implements ExactSolver {
    private final BandSolver band = new BandSolver();
    private GeneralSolver general;

    @Override
    public String name() {
        return Solvers.AUTO;
    }

    @Override
    public boolean supports(BoxShape shape) {
        return true;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveLimits limits) {
        if (band.supports(puzzle.shape())) {
            return band.solve(puzzle, limits);
        }
        if (general == null) {
            general = new GeneralSolver();
        }
        return general.solve(puzzle, limits);
    }

    @Override
    public SolveResult solveInto(byte[] cells81, SolveLimits limits, byte[] solutionOut) {
        return band.solveInto(cells81, limits, solutionOut);
    }
}
