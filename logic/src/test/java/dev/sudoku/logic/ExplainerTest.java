package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ExplainerTest {
    static Stream<String> puzzles() {
        return TestPuzzles.nineByNine().stream();
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void replaying_the_explained_steps_reaches_the_position_reported_and_agrees_with_the_solution(String line) {
        Grid puzzle = TestPuzzles.parse(line);
        Explanation explanation = new Explainer(TestCatalogues.playersWithoutNesting()).explain(puzzle);
        assertThat(explanation.status()).isEqualTo(Status.SOLVED);
        assertThat(explanation.uniquenessUsed()).isTrue();
        LogicalSolution solution = explanation.solution().orElseThrow();

        CandidateGrid replay = CandidateGrid.fromPuzzle(puzzle);
        solution.steps().forEach(step -> LogicalSolver.apply(replay, step));
        assertThat(replay.toGrid()).isEqualTo(solution.grid());
        Grid expected = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        assertThat(expected.keepsGivensOf(solution.grid())).isTrue();
        assertThat(explanation.solvedByLogic()).isEqualTo(solution.grid().isComplete());
        if (!explanation.solvedByLogic()) {
            assertThat(explanation.contradiction())
                    .as("a unique puzzle never reaches a contradiction")
                    .isEmpty();
        }
    }

    @Test
    void a_puzzle_with_several_solutions_is_explained_without_uniqueness_techniques() {
        Grid puzzle =
                TestPuzzles.parse("8.........59.......76..........2.597...5.3168......432...671945...938216...452783");
        Explanation explanation = new Explainer(TestCatalogues.playersWithoutNesting()).explain(puzzle);

        assertThat(explanation.status()).isEqualTo(Status.MULTIPLE);
        assertThat(explanation.uniquenessUsed()).isFalse();
        assertThat(explanation.solution().orElseThrow().steps())
                .extracting(Step::technique)
                .doesNotContainAnyElementsOf(TechniqueId.uniquenessBased());
    }

    @Test
    void a_puzzle_without_solution_is_explained_up_to_the_contradiction_logic_reaches() {
        // Row 1 needs a 9 in r1c9, but column 9 already holds one (r9c9): logic empties r1c9.
        Grid puzzle = TestPuzzles.parse("12345678." + ".".repeat(71) + "9");
        Explanation explanation = new Explainer(TestCatalogues.playersWithoutNesting()).explain(puzzle);

        assertThat(explanation.status()).isEqualTo(Status.NONE);
        assertThat(explanation.solvedByLogic()).isFalse();
        assertThat(explanation.contradiction()).hasValue("r1c9 has no candidate left");
    }

    @Test
    void a_puzzle_with_clashing_givens_is_invalid_and_names_the_cells() {
        Grid puzzle =
                TestPuzzles.parse("11...............................................................................");
        Explanation explanation = new Explainer(Catalogue.se()).explain(puzzle);

        assertThat(explanation.status()).isEqualTo(Status.INVALID);
        assertThat(explanation.solution()).isEmpty();
        assertThat(explanation.message()).contains("r1c1").contains("r1c2");
    }

    @Test
    void a_6x6_puzzle_is_explained_to_its_solution() {
        Grid puzzle = TestPuzzles.generate(new BoxShape(2, 3), 11);
        Explanation explanation = new Explainer(TestCatalogues.playersWithoutNesting()).explain(puzzle);
        Grid expected = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        assertThat(expected.keepsGivensOf(explanation.solution().orElseThrow().grid()))
                .isTrue();
    }
}
