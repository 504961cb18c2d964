package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every box shape from 4x4 to 25x25 gets unique, multiple, unsolvable and invalid puzzles, built by
 * code from a seeded full grid; the solvers for every size must agree on each.
 */
class EveryShapeTest {
    private static final long SEED = 20261121L;

    static Stream<BoxShape> shapes() {
        return TestGrids.SHAPES.stream();
    }

    /** The reference solver recomputes candidates at every node: keep it to the sides where that is quick. */
    private static List<ExactSolver> solversFor(BoxShape shape) {
        return shape.size() <= 12 ? List.of(new GeneralSolver(), new ReferenceSolver()) : List.of(new GeneralSolver());
    }

    private static Grid uniquePuzzle(BoxShape shape, Random random) {
        Grid full = TestGrids.fullGrid(shape, random);
        // Small grids are cut down to minimal; large ones to about half the cells, a typical density.
        int minGivens = shape.size() <= 9 ? 0 : shape.cellCount() / 2;
        return TestGrids.minimalish(full, new GeneralSolver(), random, minGivens);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void a_unique_puzzle_is_solved_with_a_valid_solution_keeping_the_givens(BoxShape shape) {
        Random random = new Random(SEED + shape.size());
        Grid puzzle = uniquePuzzle(shape, random);
        Geometry geometry = Geometry.of(shape);
        System.out.printf("%s: seed %d, %d givens%n", shape, SEED + shape.size(), puzzle.filledCount());

        for (ExactSolver solver : solversFor(shape)) {
            SolveResult result = solver.solve(puzzle);
            System.out.printf(
                    "  %s solved in %d µs, %d guesses%n",
                    solver.name(), result.stats().micros(), result.stats().guesses());

            assertThat(result.status()).as(solver.name()).isEqualTo(Status.SOLVED);
            Grid solution = result.solution().orElseThrow();
            assertThat(Conflicts.isValidSolution(geometry, solution)).isTrue();
            assertThat(solution.keepsGivensOf(puzzle)).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void removing_every_given_of_two_digits_leaves_several_solutions(BoxShape shape) {
        Random random = new Random(SEED + shape.size());
        Grid puzzle = TestGrids.withoutDigits(uniquePuzzle(shape, random), 1, 2);

        for (ExactSolver solver : solversFor(shape)) {
            SolveResult result = solver.solve(puzzle);

            assertThat(result.status()).as(solver.name()).isEqualTo(Status.MULTIPLE);
            assertThat(result.solutionCount()).isEqualTo(2);
            assertThat(result.solution().orElseThrow().keepsGivensOf(puzzle)).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void a_wrong_extra_given_that_repeats_nothing_leaves_no_solution(BoxShape shape) {
        Random random = new Random(SEED + shape.size());
        Grid puzzle = uniquePuzzle(shape, random);
        Grid solution = new GeneralSolver().solve(puzzle).solution().orElseThrow();
        Grid broken = TestGrids.withWrongGiven(puzzle, solution, random);
        assertThat(broken)
                .as("some empty cell has a digit its peers leave open")
                .isNotNull();

        for (ExactSolver solver : solversFor(shape)) {
            assertThat(solver.solve(broken).status()).as(solver.name()).isEqualTo(Status.NONE);
            assertThat(solver.solve(TestGrids.cornerWithoutCandidates(shape)).status())
                    .isEqualTo(Status.NONE);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void a_digit_repeated_in_a_column_is_invalid_and_both_cells_are_named(BoxShape shape) {
        int size = shape.size();
        int last = (size - 1) * size; // first cell of the last row: same column as r1c1, another box
        Grid puzzle = Grid.empty(shape).with(0, size).with(last, size);

        for (ExactSolver solver : solversFor(shape)) {
            SolveResult result = solver.solve(puzzle);

            assertThat(result.status()).isEqualTo(Status.INVALID);
            assertThat(result.message()).contains("column 1").contains("r1c1").contains(Cells.name(last, size));
        }
    }
}
