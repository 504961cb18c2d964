package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Status;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * When the time budget ends an explanation, it keeps what it reached. The catalogue's last technique
 * searches until the budget ends ({@link SpinningTechnique}), so every path here stops on time after the
 * steps of the cheaper techniques, whatever the machine's speed.
 */
class ExplainerBudgetTest {
    private static final Duration LIMIT = Duration.ofMillis(300);

    @ParameterizedTest
    @ValueSource(ints = {0, 3, 7, 12, 20})
    void an_explanation_out_of_time_keeps_the_steps_taken_and_the_position_reached(int index) {
        Grid puzzle = TestPuzzles.parse(TestPuzzles.nineByNine().get(index));
        LogicalSolution unbounded = new LogicalSolver(SpinningTechnique.singlesOnly()).solve(puzzle);
        List<Step> heard = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        Explainer explainer = new Explainer(SpinningTechnique.afterSingles());

        Explanation explanation = SearchBudget.within(
                LIMIT,
                () -> explainer.explain(puzzle, (number, step) -> {
                    numbers.add(number);
                    heard.add(step);
                }));

        LogicalSolution solution = explanation.solution().orElseThrow();
        assertThat(explanation.status()).isEqualTo(Status.SOLVED);
        if (unbounded.solved()) {
            assertThat(explanation.timedOut()).isFalse();
            assertThat(solution.ending()).isEqualTo(LogicalSolution.Ending.SOLVED);
        } else {
            assertThat(explanation.timedOut()).isTrue();
            assertThat(solution.ending()).isEqualTo(LogicalSolution.Ending.OUT_OF_TIME);
        }
        assertThat(solution.steps()).isEqualTo(unbounded.steps()).isEqualTo(heard);
        assertThat(numbers).isEqualTo(range(1, heard.size()));
        assertThat(solution.grid()).isEqualTo(unbounded.grid());
        assertThat(explanation.cycles())
                .isEqualTo(PathCycles.count(CandidateGrid.fromPuzzle(puzzle), solution.steps()));
    }

    @Test
    void a_time_limit_given_to_the_explainer_bounds_it_as_a_budget_does() {
        Grid puzzle = needsMoreThanSingles();
        LogicalSolution unbounded = new LogicalSolver(SpinningTechnique.singlesOnly()).solve(puzzle);

        Explanation explanation = new Explainer(SpinningTechnique.afterSingles()).explain(puzzle, LIMIT);

        assertThat(explanation.timedOut()).isTrue();
        assertThat(explanation.solution().orElseThrow().steps()).isEqualTo(unbounded.steps());
    }

    @Test
    void an_interrupted_walk_throws_instead_of_returning_a_path() {
        Grid puzzle = needsMoreThanSingles();
        LogicalSolver solver = new LogicalSolver(SpinningTechnique.afterSingles());
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> solver.walk(CandidateGrid.fromPuzzle(puzzle), false, StepListener.NONE))
                    .isInstanceOfSatisfying(SearchCancelledException.class, e -> assertThat(e.interrupted())
                            .isTrue());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void a_hint_out_of_time_offers_no_step_and_says_so() {
        Grid puzzle = needsMoreThanSingles();
        CandidateGrid stuck = CandidateGrid.fromPuzzle(puzzle);
        new LogicalSolver(SpinningTechnique.singlesOnly())
                .solve(puzzle)
                .steps()
                .forEach(s -> LogicalSolver.apply(stuck, s));
        Hinter hinter = new Hinter(SpinningTechnique.afterSingles());

        Hint hint = SearchBudget.within(LIMIT, () -> hinter.hint(puzzle, stuck));

        assertThat(hint.step()).isEmpty();
        assertThat(hint.timedOut()).isTrue();
        assertThat(hint.reason()).contains("time limit");
    }

    /** The first fixture that singles and locked candidates do not solve. */
    private static Grid needsMoreThanSingles() {
        LogicalSolver singles = new LogicalSolver(SpinningTechnique.singlesOnly());
        return TestPuzzles.nineByNine().stream()
                .map(TestPuzzles::parse)
                .filter(puzzle -> !singles.solve(puzzle).solved())
                .findFirst()
                .orElseThrow();
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            numbers.add(i);
        }
        return numbers;
    }
}
