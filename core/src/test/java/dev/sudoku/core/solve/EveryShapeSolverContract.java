package dev.sudoku.core.solve;

import static dev.sudoku.core.solve.SolveAssertions.assertSolves;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What an exact solver for every box shape must answer, whatever its search, checked against a second
 * solver. Each such solver's test extends this, naming the solver, the one it must agree with and the
 * seed of its puzzles, and adds what is particular to its search.
 */
abstract class EveryShapeSolverContract {
    /** The puzzles built so far, by test class and shape; each is printed when first built. */
    private static final Map<String, TestGrids.Case> CASES = new ConcurrentHashMap<>();

    private final Supplier<ExactSolver> make;
    private final long seed;
    final ExactSolver solver;
    final ExactSolver other;

    /** The puzzles of shape N x N come from seed {@code seed + N}, made unique by the solver under test. */
    EveryShapeSolverContract(Supplier<ExactSolver> make, Supplier<ExactSolver> other, long seed) {
        this.make = make;
        this.seed = seed;
        this.solver = make.get();
        this.other = other.get();
    }

    static Stream<BoxShape> shapes() {
        return TestGrids.SHAPES.stream();
    }

    TestGrids.Case caseOf(BoxShape shape) {
        String test = getClass().getSimpleName();
        return CASES.computeIfAbsent(test + " " + shape, key -> {
            TestGrids.Case built =
                    TestGrids.uniqueCase(shape, seed + shape.size(), make.get(), TestGrids.minFill(shape));
            System.out.println(test + " puzzle: " + built);
            return built;
        });
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void findsTheOnlySolutionOfAUniquePuzzleAndAgreesWithTheOtherSolver(BoxShape shape) {
        TestGrids.Case unique = caseOf(shape);

        SolveResult result = solver.solve(unique.puzzle());

        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(result.solutionCount()).isEqualTo(1);
        assertThat(result.solution()).contains(unique.solution());
        assertSolves(result, unique.puzzle());
        assertThat(result.stats().nodes()).isPositive();
        SolveResult agreed = other.solve(unique.puzzle());
        assertThat(agreed.status()).isEqualTo(Status.SOLVED);
        assertThat(agreed.solution()).isEqualTo(result.solution());
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
        assertThat(other.solve(puzzle).status()).isEqualTo(Status.MULTIPLE);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void reportsNoSolutionWhenACellHasNoCandidateLeft(BoxShape shape) {
        SolveResult result = solver.solve(TestGrids.cornerWithoutCandidates(shape));

        assertThat(result.status()).isEqualTo(Status.NONE);
        assertThat(result.solutionCount()).isZero();
        assertThat(result.solution()).isEmpty();
        assertThat(result.message()).isEmpty();
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
        assertThat(other.solve(puzzle).status()).isEqualTo(Status.NONE);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void rejectsARepeatedGivenNamingBothCells(BoxShape shape) {
        TestGrids.Repeat repeat = TestGrids.withRepeatedGiven(caseOf(shape).puzzle());

        SolveResult result = solver.solve(repeat.puzzle());

        assertThat(result.status()).isEqualTo(Status.INVALID);
        assertThat(result.solution()).isEmpty();
        int size = shape.size();
        String row = "row " + (repeat.firstCell() / size + 1);
        String cells = Cells.name(repeat.firstCell(), size) + " and " + Cells.name(repeat.secondCell(), size);
        // The digit as the grid writes it: A, not 10, on 16x16.
        String digit = Symbols.defaultFor(size).textOf(repeat.digit());
        assertThat(result.message()).isEqualTo("digit " + digit + " appears twice in " + row + ": " + cells);
    }
}
