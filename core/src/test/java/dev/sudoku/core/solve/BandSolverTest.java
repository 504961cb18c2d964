package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import org.junit.jupiter.api.Test;

class BandSolverTest {
    private static final Geometry GEOMETRY = Geometry.of(BoxShape.CLASSIC);

    /** Lines of magictour_top1465, among the hardest for band solvers. */
    private static final String[] HARD = {
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
        "8.5.....2...4.1...3.........6.7..4..2...5...........6....38.....1....9...9.....7.",
        "...2.49...4.....5...37....88...1..64...3..5...9..8..........74..15......6......2.",
    };

    private final BandSolver solver = new BandSolver();

    private static Grid parse(String line) {
        int[] values = new int[81];
        for (int i = 0; i < 81; i++) {
            char c = line.charAt(i);
            values[i] = c >= '1' && c <= '9' ? c - '0' : 0;
        }
        return Grid.of(values);
    }

    private static byte[] bytes(Grid grid) {
        byte[] cells = new byte[81];
        grid.copyTo(cells);
        return cells;
    }

    private static void assertValidSolutionOf(Grid solution, Grid puzzle) {
        assertThat(Conflicts.isValidSolution(GEOMETRY, solution))
                .as("valid: %s", solution)
                .isTrue();
        assertThat(solution.keepsGivensOf(puzzle))
                .as("keeps the givens of %s", puzzle)
                .isTrue();
    }

    @Test
    void hasAStableNameAndSupportsOnlyClassicBoxes() {
        assertThat(solver.name()).isEqualTo("band");
        assertThat(solver.supports(BoxShape.CLASSIC)).isTrue();
        assertThat(solver.supports(new BoxShape(2, 3))).isFalse();
        assertThat(solver.supports(new BoxShape(3, 4))).isFalse();
    }

    @Test
    void solvesHardPuzzlesAndProvesThemUnique() {
        for (String line : HARD) {
            Grid puzzle = parse(line);
            SolveResult result = solver.solve(puzzle);
            assertThat(result.status()).as(line).isEqualTo(Status.SOLVED);
            assertThat(result.solutionCount()).isEqualTo(1);
            assertValidSolutionOf(result.solution().orElseThrow(), puzzle);
            assertThat(result.stats().guesses()).isPositive();
            assertThat(result.stats().nodes()).isGreaterThan(result.stats().guesses());
        }
    }

    @Test
    void countSolutionsAgreesWithSolveAndWritesTheSameSolution() {
        byte[] out = new byte[81];
        for (String line : HARD) {
            Grid puzzle = parse(line);
            assertThat(solver.countSolutions(bytes(puzzle), 2, out)).isEqualTo(1);
            assertThat(Grid.of(BoxShape.CLASSIC, out))
                    .isEqualTo(solver.solve(puzzle).solution().orElseThrow());
        }
    }

    @Test
    void emptyGridHasMultipleSolutions() {
        Grid empty = Grid.empty(BoxShape.CLASSIC);
        SolveResult result = solver.solve(empty);
        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isEqualTo(2);
        assertValidSolutionOf(result.solution().orElseThrow(), empty);
    }

    @Test
    void puzzleWhoseGivensDoNotClashButHaveNoSolutionGivesNone() {
        // Row 1 holds 1..8, so r1c9 must be 9, but column 9 already has a 9 in row 2.
        Grid puzzle = parse("12345678." + "........9" + ".".repeat(63));
        assertThat(Conflicts.find(GEOMETRY, puzzle)).isEmpty();
        SolveResult result = solver.solve(puzzle);
        assertThat(result.status()).isEqualTo(Status.NONE);
        assertThat(result.solutionCount()).isZero();
        assertThat(result.solution()).isEmpty();
    }

    @Test
    void clashingGivensAreInvalidAndNameBothCells() {
        Grid puzzle = parse("55" + ".".repeat(79));
        SolveResult result = solver.solve(puzzle);
        assertThat(result.status()).isEqualTo(Status.INVALID);
        assertThat(result.message()).contains("r1c1").contains("r1c2");
    }

    @Test
    void countSolutionsReportsZeroForClashingGivensWithoutValidating() {
        byte[] cells = new byte[81];
        cells[0] = 7;
        cells[80] = 7;
        cells[8] = 7; // same row as r1c1
        assertThat(solver.countSolutions(cells, 2, null)).isZero();
    }

    @Test
    void countSolutionsRejectsValuesOutsideTheGridAndLimitsBelowOne() {
        byte[] cells = new byte[81];
        assertThatThrownBy(() -> solver.countSolutions(cells, 0, null)).isInstanceOf(IllegalArgumentException.class);
        cells[40] = 10;
        assertThatThrownBy(() -> solver.countSolutions(cells, 2, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside 0..9");
    }

    @Test
    void solveIntoNamesClashingGivensAndRejectsArraysOfAnotherLength() {
        SolveResult result =
                solver.solveInto(bytes(parse("55" + ".".repeat(79))), SolveLimits.UNIQUENESS, new byte[81]);
        assertThat(result.status()).isEqualTo(Status.INVALID);
        assertThat(result.message()).contains("r1c1").contains("r1c2");
        byte[] cells = bytes(parse(HARD[0]));
        assertThatThrownBy(() -> solver.solveInto(cells, SolveLimits.UNIQUENESS, new byte[80]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> solver.solveInto(new byte[64], SolveLimits.UNIQUENESS, new byte[81]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> solver.solveInto(cells, SolveLimits.UNIQUENESS, cells))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void solveIntoAllocatesNothingForPuzzlesWithOneSolution() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        byte[][] puzzles = new byte[HARD.length][];
        for (int i = 0; i < HARD.length; i++) {
            puzzles[i] = bytes(parse(HARD[i]));
        }
        byte[] solution = new byte[81];
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        int solved = 0;
        for (int round = 0; round < 200; round++) {
            for (byte[] puzzle : puzzles) {
                solved += solver.solveInto(puzzle, SolveLimits.UNIQUENESS, solution) == null ? 1 : 0;
            }
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(solved).isEqualTo(200 * HARD.length);
        // 1,000 solves: a single SolveResult each would be tens of kilobytes; reading the counter itself
        // allocates a little.
        assertThat(allocated).as("bytes allocated by 1,000 solves").isLessThan(2_000);
        assertValidSolutionOf(Grid.of(BoxShape.CLASSIC, solution), parse(HARD[HARD.length - 1]));
    }

    @Test
    void nodeBudgetStopsTheSearchWithUnknown() {
        SolveResult result = solver.solve(parse(HARD[0]), SolveLimits.UNIQUENESS.withMaxNodes(3));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.message()).contains("node budget of 3");
        assertThat(result.stats().nodes()).isEqualTo(3);
    }

    @Test
    void timeBudgetStopsAnEndlessEnumeration() {
        long start = System.nanoTime();
        SolveResult result = solver.solve(
                Grid.empty(BoxShape.CLASSIC),
                SolveLimits.countUpTo(Long.MAX_VALUE).withMaxNanos(50_000_000L));
        assertThat(System.nanoTime() - start).isLessThan(5_000_000_000L);
        // Two solutions were found before the budget ran out, so the answer is known.
        assertThat(result.status()).isEqualTo(Status.MULTIPLE);
        assertThat(result.solutionCount()).isGreaterThan(2);
    }

    @Test
    void puzzleSolvedBySinglesAloneCostsNoGuess() {
        Grid full = solver.solve(parse(HARD[1])).solution().orElseThrow();
        int[] values = full.toArray();
        for (int i = 0; i < 9; i++) {
            values[i * 10] = 0; // the main diagonal: each blank is a naked single
        }
        Grid puzzle = Grid.of(values);
        SolveResult result = solver.solve(puzzle);
        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(result.solution()).contains(full);
        assertThat(result.stats().guesses()).isZero();
        assertThat(result.stats().nodes()).isEqualTo(1);
    }

    @Test
    void countSolutionsAboveTwoMatchesABruteForceCount() {
        // Erasing every 1 and 2 of a solution leaves at least two solutions (swap the two digits).
        Grid full = solver.solve(parse(HARD[2])).solution().orElseThrow();
        int[] values = full.toArray();
        for (int i = 0; i < 81; i++) {
            if (values[i] <= 2) {
                values[i] = 0;
            }
        }
        Grid puzzle = Grid.of(values);
        long expected = bruteForceCount(puzzle.toArray(), 0, 1000);
        assertThat(expected).isGreaterThanOrEqualTo(2);
        byte[] out = new byte[81];
        assertThat(solver.countSolutions(bytes(puzzle), 1000, out)).isEqualTo(expected);
        assertValidSolutionOf(Grid.of(BoxShape.CLASSIC, out), puzzle);
        assertThat(solver.countSolutions(bytes(puzzle), 2, null)).isEqualTo(2);
        SolveResult counted = solver.solve(puzzle, SolveLimits.countUpTo(1000));
        assertThat(counted.solutionCount()).isEqualTo(expected);
        assertThat(counted.status()).isEqualTo(Status.MULTIPLE);
    }

    @Test
    void oneInstanceSolvesPuzzlesInAnyOrderWithoutLeftoverState() {
        for (int round = 0; round < 3; round++) {
            assertThat(solver.solve(Grid.empty(BoxShape.CLASSIC)).status()).isEqualTo(Status.MULTIPLE);
            for (String line : HARD) {
                assertThat(solver.solve(parse(line)).status()).isEqualTo(Status.SOLVED);
            }
            assertThat(solver.solve(parse("12345678." + "........9" + ".".repeat(63)))
                            .status())
                    .isEqualTo(Status.NONE);
        }
    }

    /** Plain backtracking over the blank cells in reading order, as an independent reference. */
    private static long bruteForceCount(int[] values, int from, long limit) {
        int cell = from;
        while (cell < 81 && values[cell] != 0) {
            cell++;
        }
        if (cell == 81) {
            return 1;
        }
        long count = 0;
        for (int digit = 1; digit <= 9 && count < limit; digit++) {
            if (fits(values, cell, digit)) {
                values[cell] = digit;
                count += bruteForceCount(values, cell + 1, limit - count);
                values[cell] = 0;
            }
        }
        return count;
    }

    private static boolean fits(int[] values, int cell, int digit) {
        for (int peer : GEOMETRY.peersOf(cell)) {
            if (values[peer] == digit) {
                return false;
            }
        }
        return true;
    }
}
