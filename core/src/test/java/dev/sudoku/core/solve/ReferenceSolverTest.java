package dev.sudoku.core.solve;

import static dev.sudoku.core.solve.SolveAssertions.assertSolves;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ReferenceSolverTest extends EveryShapeSolverContract {
    ReferenceSolverTest() {
        super(ReferenceSolver::new, GeneralSolver::new, 9_100);
    }

    /**
     * Up to 16x16. Without hidden singles, filling an empty 20x20 or 25x25 grid runs into dead ends the
     * reference needs millions of nodes to back out of.
     */
    static Stream<BoxShape> shapesUpTo16() {
        return TestGrids.SHAPES.stream().filter(shape -> shape.size() <= 16);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapesUpTo16")
    void reportsSeveralSolutionsForTheEmptyGrid(BoxShape shape) {
        Grid empty = Grid.empty(shape);

        SolveResult result = solver.solve(empty);

        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isEqualTo(2);
        assertSolves(result, empty);
    }

    @Test
    void stopsAtTheNodeBudgetAndNamesIt() {
        SolveResult result = solver.solve(Grid.empty(BoxShape.CLASSIC), SolveLimits.UNIQUENESS.withMaxNodes(7));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.stats().nodes()).isEqualTo(7);
        assertThat(result.message()).isEqualTo("node budget of 7 exhausted before the search ended");
    }

    @Test
    void stopsAtTheTimeBudgetAndNamesIt() {
        SolveResult result =
                solver.solve(Grid.empty(new BoxShape(5, 5)), SolveLimits.UNIQUENESS.withMaxNanos(20_000_000));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.message()).isEqualTo("time budget of 20 ms exhausted before the search ended");
    }

    @Test
    void countsEveryGuessButTheLastDigitOfACell() {
        Grid puzzle = Grid.empty(new BoxShape(2, 2));

        SolveResult result = solver.solve(puzzle, SolveLimits.countUpTo(1_000));

        assertThat(result.solutionCount()).isEqualTo(288);
        long nodes = result.stats().nodes();
        assertThat(result.stats().guesses()).isPositive().isLessThan(nodes);
    }
}
