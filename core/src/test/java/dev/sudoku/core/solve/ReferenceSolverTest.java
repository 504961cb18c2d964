package dev.sudoku.core.solve;

import static dev.sudoku.core.solve.SolveAssertions.assertSolves;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ReferenceSolverTest {
    /** The puzzles of shape N x N come from seed {@code SEED + N}; each is printed when first built. */
    private static final long SEED = 9_100;

    private static final Map<BoxShape, TestGrids.Case> CASES = new ConcurrentHashMap<>();

    private final ReferenceSolver solver = new ReferenceSolver();
    private final GeneralSolver general = new GeneralSolver();

    static Stream<BoxShape> shapes() {
        return TestGrids.SHAPES.stream();
    }

    /**
     * Up to 16x16. Without hidden singles, filling an empty 20x20 or 25x25 grid runs into dead ends the
     * reference needs millions of nodes to back out of.
     */
    static Stream<BoxShape> shapesUpTo16() {
        return TestGrids.SHAPES.stream().filter(shape -> shape.size() <= 16);
    }

    private static TestGrids.Case caseOf(BoxShape shape) {
        return CASES.computeIfAbsent(shape, s -> {
            TestGrids.Case built =
                    TestGrids.uniqueCase(s, SEED + s.size(), new ReferenceSolver(), TestGrids.minFill(s));
            System.out.println("ReferenceSolverTest puzzle: " + built);
            return built;
        });
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void findsTheOnlySolutionOfAUniquePuzzleAndAgreesWithTheGeneralSolver(BoxShape shape) {
        TestGrids.Case unique = caseOf(shape);

        SolveResult result = solver.solve(unique.puzzle());

        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(result.solutionCount()).isEqualTo(1);
        assertThat(result.solution()).contains(unique.solution());
        assertSolves(result, unique.puzzle());
        SolveResult fast = general.solve(unique.puzzle());
        assertThat(fast.status()).isEqualTo(Status.SOLVED);
        assertThat(fast.solution()).isEqualTo(result.solution());
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

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void reportsSeveralSolutionsWhenOneClueTooFewIsLeft(BoxShape shape) {
        Grid puzzle = TestGrids.withOneClueTooFew(caseOf(shape).puzzle(), solver);
        assertThat(puzzle).as("a given whose removal breaks uniqueness").isNotNull();

        SolveResult result = solver.solve(puzzle);

        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isEqualTo(2);
        assertSolves(result, puzzle);
        assertThat(general.solve(puzzle).status()).isEqualTo(Status.MULTIPLE);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void reportsNoSolutionWhenACellHasNoCandidateLeft(BoxShape shape) {
        SolveResult result = solver.solve(TestGrids.cornerWithoutCandidates(shape));

        assertThat(result.status()).isEqualTo(Status.NONE);
        assertThat(result.solutionCount()).isZero();
        assertThat(result.solution()).isEmpty();
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void reportsNoSolutionWhenAUniquePuzzleGetsAWrongButUnrepeatedDigit(BoxShape shape) {
        TestGrids.Case unique = caseOf(shape);
        Grid puzzle = TestGrids.withWrongGiven(unique.puzzle(), unique.solution(), new Random(unique.seed()));
        assertThat(puzzle).as("a wrong digit its peers allow").isNotNull();
        assertThat(Conflicts.find(Geometry.of(shape), puzzle)).isEmpty();

        SolveResult result = solver.solve(puzzle);

        assertThat(result.status()).isEqualTo(Status.NONE);
        assertThat(result.solution()).isEmpty();
        assertThat(general.solve(puzzle).status()).isEqualTo(Status.NONE);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void rejectsARepeatedGivenNamingBothCells(BoxShape shape) {
        TestGrids.Repeat repeat = TestGrids.withRepeatedGiven(caseOf(shape).puzzle());

        SolveResult result = solver.solve(repeat.puzzle());

        assertThat(result.status()).isEqualTo(Status.INVALID);
        int size = shape.size();
        String row = "row " + (repeat.firstCell() / size + 1);
        String cells = Cells.name(repeat.firstCell(), size) + " and " + Cells.name(repeat.secondCell(), size);
        assertThat(result.message()).isEqualTo("digit " + repeat.digit() + " appears twice in " + row + ": " + cells);
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
