package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.GuessResult;
import org.junit.jupiter.api.Test;

/** What the use cases return prints what it found, as a developer logging or debugging it reads it. */
class ResultTextTest {
    private static final Grid PUZZLE =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    private static final String SOLUTION =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    @Test
    void an_explanation_prints_how_its_path_ended_its_length_and_its_grid() {
        Explanation explanation = new Explainer(Catalogue.players()).explain(PUZZLE);
        int steps = explanation.solution().orElseThrow().steps().size();

        assertThat(explanation.toString())
                .contains("LogicalSolution[SOLVED, " + steps + " steps, grid=" + SOLUTION + "]")
                .doesNotContain("@");
    }

    @Test
    void a_hint_prints_the_grid_shape_it_is_for() {
        Hint hint = new Hinter(Catalogue.players()).hint(PUZZLE, CandidateGrid.fromPuzzle(PUZZLE));

        assertThat(hint.toString())
                .contains("geometry=Geometry[9x9, boxes 3x3]")
                .doesNotContain("@");
    }

    @Test
    void a_guessing_solve_prints_what_logic_found_before_the_first_guess() {
        GuessResult guessed = new ClassicSolver(Catalogue.se()).guess(PUZZLE);

        assertThat(guessed.toString())
                .contains("logic=ClassicLogicResult[SOLVED, "
                        + guessed.logic().steps().size() + " steps, ")
                .doesNotContain("@");
    }
}
