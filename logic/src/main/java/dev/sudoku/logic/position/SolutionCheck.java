package dev.sudoku.logic.position;

import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.CandidateGrid;

/**
 * Whether a player's candidates still hold the solution: every empty cell must keep the digit the
 * solution puts there, or no logical step can ever finish the grid. The placed values are solved with
 * the exact solver ({@code auto}); only a unique solution gives an answer.
 *
 * @param outcome what was found
 * @param cell the first empty cell (reading order) that lost its solution digit, or -1
 * @param digit that cell's solution digit, or 0
 * @param message a sentence for the player, naming the cell when there is one
 */
public record SolutionCheck(Outcome outcome, int cell, int digit, String message) {
    /** The answers a check can give. */
    public enum Outcome {
        /** Every empty cell keeps its solution digit. */
        KEPT,
        /** Some empty cell lost its solution digit: {@link #cell()} is the first. */
        LOST,
        /** The placed values admit no solution (a placement is wrong). */
        NO_SOLUTION,
        /** The placed values admit two solutions or more; there is no one digit to look for. */
        NOT_UNIQUE,
        /** The solver could not decide. */
        UNKNOWN
    }

    /**
     * Checks a grid. <b>Cost:</b> one exact solve with the uniqueness limit (microseconds for 9x9, more for
     * large grids) plus a pass over the cells.
     */
    public static SolutionCheck of(CandidateGrid grid) {
        ExactSolver solver = Solvers.create(Solvers.AUTO);
        SolveResult result = solver.solve(grid.toGrid());
        return switch (result.status()) {
            case SOLVED -> compare(grid, result.solution().orElseThrow());
            case NONE, INVALID -> new SolutionCheck(
                    Outcome.NO_SOLUTION, -1, 0, "the placed digits admit no solution; a placement is wrong");
            case MULTIPLE -> new SolutionCheck(
                    Outcome.NOT_UNIQUE, -1, 0, "the placed digits admit more than one solution");
            case UNKNOWN -> new SolutionCheck(
                    Outcome.UNKNOWN, -1, 0, "the solver could not decide: " + result.message());
        };
    }

    private static SolutionCheck compare(CandidateGrid grid, Grid solution) {
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int digit = solution.get(cell);
            if (grid.isEmpty(cell) && !grid.has(cell, digit)) {
                return new SolutionCheck(
                        Outcome.LOST,
                        cell,
                        digit,
                        Cells.name(cell, grid.size()) + " no longer has " + digit + ", the digit of the solution");
            }
        }
        return new SolutionCheck(Outcome.KEPT, -1, 0, "every empty cell keeps its solution digit");
    }
}
