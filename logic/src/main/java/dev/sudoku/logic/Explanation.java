package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Contradiction;
import java.util.Optional;

/**
 * What logic found for one puzzle, together with what the exact solver knows about it.
 *
 * @param status the exact solver's verdict: SOLVED (one solution), MULTIPLE, NONE, INVALID, or UNKNOWN
 *     when the time budget ended the check
 * @param uniquenessUsed whether uniqueness techniques were allowed (only when the puzzle is known unique)
 * @param solution the steps and the position logic reached; empty for INVALID and UNKNOWN puzzles
 * @param message why the puzzle is INVALID or UNKNOWN, else empty
 * @param cycles the cycles of the steps shown ({@link PathCycles}); 0 without a solution
 * @param exactSolution the exact solver's solution: the only one for SOLVED, the first it found for
 *     MULTIPLE; empty otherwise. Known even where logic stops short.
 */
public record Explanation(
        Status status,
        boolean uniquenessUsed,
        Optional<LogicalSolution> solution,
        String message,
        int cycles,
        Optional<Grid> exactSolution) {

    /** True when logic alone filled the grid. */
    public boolean solvedByLogic() {
        return solution.map(LogicalSolution::solved).orElse(false);
    }

    /** True when the time budget ran out before the exact check or logic ended. */
    public boolean timedOut() {
        return status == Status.UNKNOWN
                || solution.map(LogicalSolution::timedOut).orElse(false);
    }

    /** What is impossible in the position reached, when logic stopped there ({@link LogicalSolution#contradiction}). */
    public Optional<Contradiction> contradictionFound() {
        return solution.flatMap(LogicalSolution::contradiction);
    }

    /** {@link #contradictionFound()} in words, with the grid's default symbols. */
    public Optional<String> contradiction() {
        return solution.flatMap(s -> s.contradiction()
                .map(c -> c.describe(Symbols.defaultFor(s.grid().size()))));
    }
}
