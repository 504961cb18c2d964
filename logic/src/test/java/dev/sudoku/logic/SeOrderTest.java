package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worked examples of SE_RATING_SPEC.md section 9, reproduced with the {@code se} catalogue. */
class SeOrderTest {
    private final LogicalSolver solver = new LogicalSolver(Catalogue.se());

    @Test
    void puzzle_c_opens_with_sudoku_explainers_direct_hidden_pair_and_rates_two() {
        LogicalSolution solution = solver.solve(PuzzleReader.parse(
                "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3."));
        Step first = solution.steps().get(0);
        assertThat(first.technique()).isEqualTo(TechniqueId.DIRECT_HIDDEN_PAIR);
        assertThat(new StepText(9).describe(first))
                .isEqualTo("Direct Hidden Pair: 1,8 in r6c5,r6c6 => r4c5=4, r6c5,r6c6<>4, r6c5,r6c6<>6");
        assertThat(solution.solved()).isTrue();
        assertThat(solution.steps().stream()
                        .mapToDouble(s -> Catalogue.se().rating(s.technique()))
                        .max())
                .hasValue(2.0);
    }

    @Test
    void puzzle_a_opens_with_a_box_hidden_single_and_meets_a_full_house_at_step_nine() {
        LogicalSolution solution = solver.solve(PuzzleReader.parse(
                "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24."));
        List<Step> steps = solution.steps();
        assertThat(steps.get(0)).isEqualTo(new SingleStep(TechniqueId.HIDDEN_SINGLE_BOX, 2 * 9 + 7, 1, 2 * 9 + 2));
        assertThat(steps.get(8)).isEqualTo(new SingleStep(TechniqueId.FULL_HOUSE, 8 * 9 + 5, 3, 8));
    }
}
