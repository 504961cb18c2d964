package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The golden file, whose counts come from an independent solver, run over every exact solver. */
class ExactSolverGoldenTest {
    private static final Geometry CLASSIC = Geometry.of(BoxShape.CLASSIC);
    private static final List<Golden> CASES = Golden.load("/golden/exact-9x9.txt");

    static Stream<Arguments> solverAndCase() {
        return Solvers.names().stream().flatMap(name -> CASES.stream().map(c -> Arguments.of(name, c)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("solverAndCase")
    void every_solver_counts_exactly_the_golden_number_of_solutions(String solverName, Golden golden) {
        SolveResult result =
                Solvers.create(solverName).solve(golden.puzzle(), SolveLimits.countUpTo(golden.count() + 1));

        assertThat(result.solutionCount()).isEqualTo(golden.count());
        if (golden.count() > 0) {
            assertThat(result.solution()).isPresent();
            assertThat(Conflicts.isValidSolution(CLASSIC, result.solution().get()))
                    .isTrue();
            assertThat(result.solution().get().keepsGivensOf(golden.puzzle())).isTrue();
        } else {
            assertThat(result.solution()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("solverAndCase")
    void every_solver_gives_the_golden_status_and_unique_solution_when_proving_uniqueness(
            String solverName, Golden golden) {
        SolveResult result = Solvers.create(solverName).solve(golden.puzzle(), SolveLimits.UNIQUENESS);

        Status expected = golden.count() == 0 ? Status.NONE : golden.count() == 1 ? Status.SOLVED : Status.MULTIPLE;
        assertThat(result.status()).isEqualTo(expected);
        assertThat(result.solutionCount()).isEqualTo(Math.min(golden.count(), 2));
        golden.solution().ifPresent(solution -> assertThat(result.solution()).contains(solution));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("solverAndCase")
    void every_solver_solves_into_an_array_as_it_solves_the_grid(String solverName, Golden golden) {
        byte[] cells = new byte[81];
        golden.puzzle().copyTo(cells);
        byte[] before = cells.clone();
        // Proving uniqueness, and again with so few nodes that the harder cases run out of them.
        for (SolveLimits limits : List.of(SolveLimits.UNIQUENESS, SolveLimits.UNIQUENESS.withMaxNodes(2))) {
            SolveResult whole = Solvers.create(solverName).solve(golden.puzzle(), limits);
            byte[] solution = new byte[81];
            SolveResult into = Solvers.create(solverName).solveInto(cells, limits, solution);
            if (whole.status() == Status.SOLVED) {
                assertThat(into).as("solved: no result to make").isNull();
                assertThat(Grid.of(BoxShape.CLASSIC, solution))
                        .isEqualTo(whole.solution().orElseThrow());
            } else {
                assertThat(into).isNotNull();
                assertThat(into.status()).isEqualTo(whole.status());
                assertThat(into.solutionCount()).isEqualTo(whole.solutionCount());
                assertThat(into.solution()).isEqualTo(whole.solution());
                assertThat(into.message()).isEqualTo(whole.message());
            }
            assertThat(cells).as("the puzzle's values, untouched").isEqualTo(before);
        }
    }
}
