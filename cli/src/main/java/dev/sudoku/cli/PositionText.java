package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.logic.LogicalSolution;

/** The position where logic stopped, with every empty cell's candidates, in the core position formats. */
final class PositionText {
    private PositionText() {}

    /** The candidate line (N*N*N characters), or null for sides the format does not cover. */
    static String line(LogicalSolution solution) {
        return line(solution.grid(), solution.candidateMasks());
    }

    /** As {@link #line(LogicalSolution)} for any values and candidate masks. */
    static String line(Grid values, long[] candidates) {
        return values.size() > CandidateLineFormat.MAX_SIZE
                ? null
                : CandidateLineFormat.write(new Position(values, candidates));
    }

    /**
     * A pencil-mark grid (asGrid) or the candidate line, ending with a newline. A position with an empty
     * cell that has no candidate cannot be drawn as pencil marks, nor can grids larger than the formats
     * cover; those show the values only.
     */
    static String write(LogicalSolution solution, boolean asGrid) {
        boolean drawable =
                solution.grid().size() <= CandidateLineFormat.MAX_SIZE && !hasEmptyCellWithoutCandidates(solution);
        if (!drawable) {
            return GridFormat.write(solution.grid());
        }
        return asGrid ? PencilmarkGridFormat.write(position(solution)) : line(solution) + "\n";
    }

    private static Position position(LogicalSolution solution) {
        return new Position(solution.grid(), solution.candidateMasks());
    }

    private static boolean hasEmptyCellWithoutCandidates(LogicalSolution solution) {
        for (int cell = 0; cell < solution.grid().cellCount(); cell++) {
            if (solution.grid().get(cell) == 0 && solution.candidates(cell) == 0) {
                return true;
            }
        }
        return false;
    }
}
