package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HinterTest {
    static Stream<String> puzzles() {
        return TestPuzzles.nineByNine().stream().limit(20);
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void the_hint_is_the_step_the_solver_takes_next_and_agrees_with_the_solution(String line) {
        Grid puzzle = TestPuzzles.parse(line);
        Hint hint = new Hinter(Catalogue.players()).hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
        assertThat(hint.status()).isEqualTo(Status.SOLVED);
        assertThat(hint.step())
                .isEqualTo(new LogicalSolver(Catalogue.players()).nextStep(CandidateGrid.fromPuzzle(puzzle)));
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        hint.step().ifPresent(step -> {
            step.placements().forEach(p -> assertThat(solution.get(p.cell())).isEqualTo(p.digit()));
            step.eliminations().forEach(e -> assertThat(solution.get(e.cell())).isNotEqualTo(e.digit()));
        });
    }

    @Test
    void a_full_grid_gets_no_hint_and_says_why() {
        Grid puzzle = TestPuzzles.parse(TestPuzzles.nineByNine().get(0));
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        Hint hint = new Hinter(Catalogue.players()).hint(solution, CandidateGrid.fromPuzzle(solution));
        assertThat(hint.step()).isEmpty();
        assertThat(hint.reason()).isEqualTo("the grid is already full");
    }

    @Test
    void a_position_with_several_solutions_gets_no_uniqueness_step() {
        Grid puzzle =
                TestPuzzles.parse("8.........59.......76..........2.597...5.3168......432...671945...938216...452783");
        Hint hint = new Hinter(Catalogue.players()).hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
        assertThat(hint.status()).isEqualTo(Status.MULTIPLE);
        hint.step().ifPresent(step -> assertThat(TechniqueId.uniquenessBased()).doesNotContain(step.technique()));
    }
}
