package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Contradiction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A hint never offers a step from a position that is impossible or a puzzle that has no solution. */
class HinterContradictionTest {
    private static final long SEED = 43;

    private static final String REPORTED =
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

    @Test
    void the_reported_puzzle_gets_no_step_but_the_contradiction_its_first_step_leads_to() {
        Grid puzzle = TestPuzzles.parse(REPORTED);

        Hint hint = new Hinter(Catalogue.players()).hint(puzzle, CandidateGrid.fromPuzzle(puzzle));

        assertThat(hint.status()).isEqualTo(Status.NONE);
        assertThat(hint.step()).isEmpty();
        assertThat(hint.refutation().orElseThrow().steps()).hasSize(1);
        assertThat(hint.contradiction().orElseThrow().describe(9)).isEqualTo("digit 6 has no place left in column 5");
        assertThat(hint.reason())
                .isEqualTo("the puzzle has no solution: after 1 step of logic, digit 6 has no place left in column 5");
    }

    @Test
    void a_position_that_is_already_impossible_is_named_without_a_step() {
        // The puzzle is unique, but these candidates leave 5 no place in row 1.
        Grid puzzle = TestPuzzles.parse(TestPuzzles.nineByNine().get(0));
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        for (int cell = 0; cell < 9; cell++) {
            grid.eliminate(cell, 5);
        }

        Hint hint = new Hinter(Catalogue.players()).hint(puzzle, grid);

        assertThat(hint.status()).isEqualTo(Status.SOLVED);
        assertThat(hint.step()).isEmpty();
        assertThat(hint.refutation().orElseThrow().steps()).isEmpty();
        assertThat(hint.contradiction()).hasValue(new Contradiction(Contradiction.Kind.DIGIT_WITHOUT_PLACE, -1, 0, 5));
        assertThat(hint.reason()).isEqualTo("the position is impossible: digit 5 has no place left in row 1");
    }

    @Test
    void puzzles_without_solution_get_no_step_and_the_contradiction_their_explanation_ends_on() {
        List<Grid> puzzles = NoSolutionPuzzles.draw(SEED, 40);
        Hinter hinter = new Hinter(Catalogue.players());
        Explainer explainer = new Explainer(Catalogue.players());
        for (Grid puzzle : puzzles) {
            Hint hint = hinter.hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
            Explanation explanation = explainer.explain(puzzle);

            assertThat(hint.status()).as("%s (seed %d)", puzzle, SEED).isEqualTo(Status.NONE);
            assertThat(hint.step()).as("%s (seed %d)", puzzle, SEED).isEmpty();
            assertThat(hint.reason()).startsWith("the puzzle has no solution");
            assertThat(hint.contradiction()).isEqualTo(explanation.contradictionFound());
            hint.refutation().ifPresent(path -> assertThat(path.steps())
                    .isEqualTo(explanation.solution().orElseThrow().steps()));
        }
    }
}
