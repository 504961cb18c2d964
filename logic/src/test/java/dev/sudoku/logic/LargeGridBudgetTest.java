package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.als.AlmostLockedSets;
import dev.sudoku.logic.als.SueDeCoq;
import dev.sudoku.logic.chains.NiceLoops;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The searches that run for minutes on an empty 25x25 grid (every cell holds every digit) consult the
 * search budget as they go, so an explanation or a hint on such a grid ends when its time does. With the
 * budget already spent, each stops at its first check instead of finishing.
 */
class LargeGridBudgetTest {
    static Stream<Arguments> searches() {
        return Stream.of(
                Arguments.of("grouped nice loops", new NiceLoops(true)),
                Arguments.of("nice loops through almost locked sets", new NiceLoops(true, true)),
                Arguments.of("Sue de Coq", new SueDeCoq()),
                Arguments.of("almost locked sets", new AlmostLockedSets()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("searches")
    void a_long_search_on_an_empty_25x25_grid_stops_when_the_budget_is_spent(String name, Technique technique) {
        CandidateGrid empty = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(5, 5)));

        assertThatThrownBy(() -> SearchBudget.within(Duration.ZERO, () -> {
                    technique.find(empty, step -> true);
                    return null;
                }))
                .as(name)
                .isInstanceOf(SearchCancelledException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("searches")
    void the_logical_solver_checks_the_budget_before_each_technique(String name, Technique technique) {
        Catalogue one = new Catalogue(
                name,
                List.of(new CatalogueEntry(
                        technique.ids(), technique.ids().stream().map(id -> 7.0).toList(), true, technique)));
        CandidateGrid empty = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(5, 5)));
        LogicalSolution path =
                SearchBudget.within(Duration.ZERO, () -> new LogicalSolver(one).walk(empty, false, StepListener.NONE));

        assertThat(path.ending()).isEqualTo(LogicalSolution.Ending.OUT_OF_TIME);
        assertThat(path.steps()).isEmpty();
    }
}
