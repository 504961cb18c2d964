package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.Position;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.position.InvalidPositionException;
import dev.sudoku.logic.position.PositionCheck;
import dev.sudoku.logic.position.SolutionCheck;
import java.util.List;

/**
 * What the position readers and logic's position checks promise: a bad text is a {@link FormatException}
 * naming its line (and column); a position that breaks a rule is an {@link InvalidPositionException}
 * naming the cell at fault; anything else they throw is a bug.
 */
final class PositionChecks {
    /**
     * The exact solver behind {@link SolutionCheck} has no budget; sides above this are left to it alone
     * so that a fuzz input cannot stand for a search of hours.
     */
    static final int SOLUTION_CHECK_MAX_SIZE = 16;

    private PositionChecks() {}

    /** Checks a reader's refusal: the line and column it names, and what it quotes there. */
    static void checkRefusal(String text, FormatException e) {
        assertThat(e.getMessage()).isNotBlank();
        if (e.line() == 0) {
            assertThat(e.column()).isZero();
            return;
        }
        List<String> lines = List.of(text.split("\r?\n|\r", -1));
        Blame.check(lines, e.line(), e.column(), e.getMessage());
    }

    /** Runs the position through the checks, as {@code hint --position} does, with or without givens. */
    static void check(Position position, Grid puzzle) {
        CandidateGrid grid;
        try {
            grid = PositionCheck.toCandidateGrid(position, puzzle);
        } catch (InvalidPositionException e) {
            if (e.cell() >= 0) {
                assertThat(e.getMessage()).contains(Cells.name(e.cell(), position.size()));
            } else {
                assertThat(puzzle)
                        .as("only a puzzle of another shape is refused as a whole")
                        .isNotNull();
                assertThat(puzzle.shape()).isNotEqualTo(position.values().shape());
            }
            return;
        }
        assertThat(grid.toGrid()).isEqualTo(position.values());
        if (position.size() > SOLUTION_CHECK_MAX_SIZE) {
            return;
        }
        SolutionCheck check = SolutionCheck.of(grid);
        assertThat(check.message()).isNotBlank();
        if (check.outcome() == SolutionCheck.Outcome.LOST) {
            assertThat(grid.isEmpty(check.cell())).isTrue();
            assertThat(grid.has(check.cell(), check.digit())).isFalse();
            assertThat(check.message()).contains(Cells.name(check.cell(), position.size()));
        } else {
            assertThat(check.cell()).isEqualTo(-1);
        }
    }
}
