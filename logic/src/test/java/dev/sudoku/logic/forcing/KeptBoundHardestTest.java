package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolution;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.testkit.Corpus;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link KeptBoundTest} on the positions where it matters: the nested dynamic steps of puzzles of the
 * hardest list, where the chains' propagations stall on grids the inner chains settle and most of them end
 * early against the bound. At two such steps of each puzzle the step offered, with no guess, with the guess
 * the step before left and with guesses below the best, must be the first of every hint of a search that
 * follows every propagation to its end.
 */
@Tag(Corpus.TAG)
class KeptBoundHardestTest {

    @Test
    void at_the_hardest_positions_the_step_offered_is_the_first_of_all_hints_whatever_the_guess() {
        TechniqueId id = TechniqueId.NESTED_DYNAMIC_FORCING_CHAIN;
        ForcingChains producer = ForcingChains.nestedDynamic();
        int checked = 0;
        List<String> lines = Corpus.lines("forum_hardest_1106.txt");
        // Lines 112 and 114: paths with a dozen nested dynamic steps or more.
        for (String text : List.of(lines.get(111), lines.get(113))) {
            Grid puzzle = PuzzleReader.parse(text);
            LogicalSolution path = new LogicalSolver(Catalogue.players()).solve(puzzle);
            CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
            int nested = 0;
            for (Step step : path.steps()) {
                if (step.technique() == id && nested++ < 2) {
                    String where = text + " before step " + step;
                    ChainHint expected = KeptBoundTest.firstOfAll(grid, LinkTables.of(grid.geometry()), 4);
                    assertThat(expected).as(where).isNotNull();
                    // The guess the last nested step left (none before the first), then guesses below the best.
                    FirstSteps.assertIs(
                            FirstSteps.first(producer, grid.copy()), expected, where + ", the guess before");
                    for (int low : new int[] {expected.complexity() * 4 / 5, expected.complexity() / 2}) {
                        ComplexityGuess.found(id, grid, low);
                        FirstSteps.assertIs(
                                FirstSteps.first(producer, grid.copy()), expected, where + ", guessed from " + low);
                    }
                    ComplexityGuess.found(id, grid, expected.complexity());
                    checked++;
                }
                LogicalSolver.apply(grid, step);
            }
        }
        assertThat(checked).as("nested dynamic steps checked").isGreaterThanOrEqualTo(2);
    }
}
