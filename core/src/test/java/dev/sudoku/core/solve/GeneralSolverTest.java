package dev.sudoku.core.solve;

import static dev.sudoku.core.solve.SolveAssertions.assertSolves;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class GeneralSolverTest extends EveryShapeSolverContract {
    /** The puzzles of shape N x N come from seed {@code SEED + N}; the timing puzzles from SEED + 100 on. */
    private static final long SEED = 7_300;

    /** Five of magictour's top 1465 (lines 1, 128, 146, 617, 1304): the ones this solver needs most nodes for. */
    private static final List<String> TOP1465 = List.of(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            ".5.7.1...2.8....6...........4.3..5..9.2......6...8.....7.1..3......2..9..........",
            ".2.....74.98.1.............7..3.5..6....2.9..1..............83....6.7......4.....",
            "2.....3.4.....1.8.3........7..36......4....9.....2.....8.9......5....2.....7..6..",
            "1...49....6.3.................5..1.74.2....9.3.........7.6..9........42........1.");

    /**
     * A 25x25 puzzle met while cutting grids down (305 givens), one of the hardest for this solver: about
     * 20,000 nodes, where breaking ties by cell index alone needed over a million.
     */
    private static final String HARD_25X25 = ""
            + "..N1..B2.O.H..C..I5P79K...F..24...K1.......HL.P.6.PI56G.HEC..7KD.2.FB..JN1.C.L...N.1.I.P..74D.9BMOF..DK.7I5..P....M...N.HC.3."
            + "..7.D6......BFO8....EL.C3..H...A.JN6...PD9...2O.MF.1.J.M..OBC....I........4.M2OF9.4K7J..1N3L..H.5G.6..G.I.E3LH9D.4...M2.8N.J."
            + ".N1.JB...F...L.PG56I.D......GP.CLE...4KD.2....81..D.4...6P.IB..O...N18C...L..M....KD.A..N.LE...PI6.5EL3.C.1....6I.G97K4DM.FB."
            + "4.9.K.....2O..F...J..3..H.HCELAJ.81G....K..94...2B.2...DK.4..NJA1....C56..G.A..N...F.ELC.3..G.6K49..6G...E.H3...97.BF2.M..J.A"
            + "A...1OF...L.EC...PIG.7DK...FBM..9..N18JAC.......5PG.I.....HE...9..B.F2.....7..K4.I65GO....1N..A3.E.C.C...J81...IG..4.....B.OM";

    GeneralSolverTest() {
        super(GeneralSolver::new, ReferenceSolver::new, SEED);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void reportsSeveralSolutionsForTheEmptyGrid(BoxShape shape) {
        Grid empty = Grid.empty(shape);

        SolveResult result = solver.solve(empty);

        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isEqualTo(2);
        assertSolves(result, empty);
    }

    @ParameterizedTest(name = "{0} boxes")
    @MethodSource("shapes")
    void countsAsManySolutionsAsTheReferenceWhenTwoDigitsAreMissing(BoxShape shape) {
        Grid puzzle = TestGrids.withoutDigits(caseOf(shape).solution(), 1, 2);
        SolveLimits limits = SolveLimits.countUpTo(500);

        SolveResult result = solver.solve(puzzle, limits);

        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        long expected = other.solve(puzzle, limits).solutionCount();
        assertThat(result.solutionCount()).isEqualTo(expected);
        assertSolves(result, puzzle);
    }

    @Test
    void stopsAtTheNodeBudgetAndNamesIt() {
        SolveResult result = solver.solve(Grid.empty(new BoxShape(4, 4)), SolveLimits.UNIQUENESS.withMaxNodes(5));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.stats().nodes()).isEqualTo(5);
        assertThat(result.message()).isEqualTo("node budget of 5 exhausted before the search ended");
    }

    @Test
    void stopsAtTheTimeBudgetAndNamesIt() {
        Grid puzzle = TestGrids.parse(new BoxShape(5, 5), HARD_25X25);

        SolveResult result = solver.solve(puzzle, SolveLimits.UNIQUENESS.withMaxNanos(1));

        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.stats().nodes()).isPositive().isLessThanOrEqualTo(1024);
        assertThat(result.message()).isEqualTo("time budget of 1 ns exhausted before the search ended");
    }

    @Test
    void stillReportsSeveralSolutionsWhenTheBudgetRunsOutAfterTheSecond() {
        SolveLimits limits = SolveLimits.countUpTo(Long.MAX_VALUE).withMaxNodes(1_000);

        SolveResult result = solver.solve(Grid.empty(BoxShape.CLASSIC), limits);

        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isGreaterThanOrEqualTo(2);
        assertThat(result.stats().nodes()).isEqualTo(1_000);
    }

    @Test
    void solvesAPuzzleByPropagationAloneWithoutGuessing() {
        TestGrids.Case unique = caseOf(BoxShape.CLASSIC);
        Grid almostFull = unique.solution().with(0, 0).with(40, 0).with(80, 0);

        SolveResult result = solver.solve(almostFull);

        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(result.stats().guesses()).isZero();
        assertThat(result.stats().nodes()).isEqualTo(1);
    }

    @Test
    void solvesHardClassicPuzzlesLikeTheReference() {
        for (String line : TOP1465) {
            Grid puzzle = TestGrids.classic(line);

            SolveResult result = solver.solve(puzzle);

            assertThat(result.status()).as(line).isEqualTo(Status.SOLVED);
            assertSolves(result, puzzle);
            assertThat(result.stats().guesses()).as(line).isPositive();
            assertThat(other.solve(puzzle).solution()).as(line).isEqualTo(result.solution());
        }
    }

    @Test
    void solvesHalfFilled16x16And25x25PuzzlesWithinASmallNodeBudget() {
        measure(new BoxShape(4, 4), 0.45, 100);
        measure(new BoxShape(5, 5), 0.50, 500);
    }

    @Test
    void solvesAHard25x25PuzzleWithinANodeBudget() {
        Grid puzzle = TestGrids.parse(new BoxShape(5, 5), HARD_25X25);

        // Nodes, not time, bound the work: a timing limit would fail on a busy machine. About 21k nodes
        // today; the budget leaves room for tie-break changes but catches a lost propagation rule.
        SolveResult result = solver.solve(puzzle, SolveLimits.UNIQUENESS.withMaxNodes(100_000));

        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertSolves(result, puzzle);
        System.out.println(String.format(
                Locale.ROOT,
                "GeneralSolverTest timing: hard 5x5, 305 givens: %.2f ms, %d guesses, %d nodes",
                result.stats().nanos() / 1e6,
                result.stats().guesses(),
                result.stats().nodes()));
        assertThat(result.stats().nodes()).isGreaterThan(2_048);
    }

    /** Builds three puzzles of a shape and prints what each solve costs; each must stay under the budget. */
    private void measure(BoxShape shape, double minFill, long maxNodes) {
        for (long seed = SEED + 100; seed < SEED + 103; seed++) {
            TestGrids.Case built = TestGrids.uniqueCase(shape, seed, solver, minFill);

            SolveResult result = solver.solve(built.puzzle(), SolveLimits.UNIQUENESS.withMaxNodes(maxNodes));

            assertThat(result.status()).as(built.toString()).isEqualTo(Status.SOLVED);
            double millis = result.stats().nanos() / 1e6;
            System.out.println(String.format(
                    Locale.ROOT,
                    "GeneralSolverTest timing: %s (%.0f%%): %.2f ms, %d guesses, %d nodes",
                    built,
                    100.0 * built.puzzle().filledCount() / shape.cellCount(),
                    millis,
                    result.stats().guesses(),
                    result.stats().nodes()));
        }
    }
}
