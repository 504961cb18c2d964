package dev.sudoku.logic;

import dev.sudoku.core.solve.Status;
import java.util.Optional;

/**
 * What logic found for one puzzle, together with what the exact solver knows about it.
 *
 * @param status the exact solver's verdict: SOLVED (one solution), MULTIPLE, NONE or INVALID
 * @param uniquenessUsed whether uniqueness techniques were allowed (only when the puzzle is known unique)
 * @param solution the steps and the position logic reached; empty for INVALID puzzles
 * @param contradiction when logic stopped on an impossible position, what is impossible there
 * @param message why the puzzle is INVALID, else empty
 * @param cycles the classic count for the same puzzle and techniques: sweeps of the singles over the whole
 *     grid that placed something (see {@link dev.sudoku.logic.classic.ClassicSolver#logic}); 0 for INVALID
 */
public record Explanation(
        Status status,
        boolean uniquenessUsed,
        Optional<LogicalSolution> solution,
        Optional<String> contradiction,
        String message,
        int cycles) {

    /** True when logic alone filled the grid. */
    public boolean solvedByLogic() {
        return solution.map(LogicalSolution::solved).orElse(false);
    }
}
