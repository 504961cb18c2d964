package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Consistency;
import dev.sudoku.logic.classic.Contradiction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Explanations of puzzles without solution stop at the first impossible position and name it. */
class ExplainerContradictionTest {
    private static final long SEED = 41;

    /** From a user's report: the hidden pair of step 1 leaves 6 no place in column 5. */
    private static final String REPORTED =
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

    @Test
    void the_reported_puzzle_stops_after_its_first_step_and_names_the_column() {
        Explanation explanation = new Explainer(Catalogue.players()).explain(TestPuzzles.parse(REPORTED));

        LogicalSolution solution = explanation.solution().orElseThrow();
        assertThat(explanation.status()).isEqualTo(Status.NONE);
        assertThat(solution.ending()).isEqualTo(LogicalSolution.Ending.CONTRADICTION);
        assertThat(solution.steps()).hasSize(1);
        assertThat(explanation.contradiction()).hasValue("digit 6 has no place left in column 5");
        assertThat(explanation.cycles()).isZero();
    }

    @Test
    void puzzles_without_solution_end_at_their_first_impossible_position() {
        List<Grid> puzzles = NoSolutionPuzzles.draw(SEED, 60);
        Explainer explainer = new Explainer(Catalogue.players());
        int contradictions = 0;
        for (Grid puzzle : puzzles) {
            Explanation explanation = explainer.explain(puzzle);
            assertThat(explanation.status()).as("%s (seed %d)", puzzle, SEED).isEqualTo(Status.NONE);
            LogicalSolution solution = explanation.solution().orElseThrow();

            CandidateGrid replay = CandidateGrid.fromPuzzle(puzzle);
            for (Step step : solution.steps()) {
                assertThat(Consistency.first(replay))
                        .as("a position before the last step of %s (seed %d)", puzzle, SEED)
                        .isEmpty();
                LogicalSolver.apply(replay, step);
            }
            assertThat(replay.toGrid()).isEqualTo(solution.grid());
            assertThat(solution.contradiction()).isEqualTo(Consistency.first(replay));
            if (solution.ending() == LogicalSolution.Ending.CONTRADICTION) {
                contradictions++;
                Contradiction found = solution.contradiction().orElseThrow();
                assertThat(explanation.contradiction()).hasValue(found.describe(9));
            } else {
                assertThat(solution.ending()).isEqualTo(LogicalSolution.Ending.STUCK);
            }
            assertThat(explanation.cycles())
                    .isEqualTo(PathCycles.count(CandidateGrid.fromPuzzle(puzzle), solution.steps()));
        }
        assertThat(contradictions)
                .as("puzzles refuted by logic (seed %d)", SEED)
                .isPositive();
    }
}
