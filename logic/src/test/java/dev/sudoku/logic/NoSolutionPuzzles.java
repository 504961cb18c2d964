package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Puzzles without a solution that break no rule on their face: a unique fixture puzzle with one more given,
 * a digit its peers do not hold but the solution does not have there. Any solution of the new puzzle would
 * solve the fixture too, whose only solution it contradicts.
 */
final class NoSolutionPuzzles {
    private NoSolutionPuzzles() {}

    /** {@code count} such puzzles drawn from the 9x9 fixtures with {@code seed}. */
    static List<Grid> draw(long seed, int count) {
        Random random = new Random(seed);
        List<String> lines = TestPuzzles.nineByNine();
        ExactSolver exact = Solvers.create(Solvers.AUTO);
        List<Grid> puzzles = new ArrayList<>();
        while (puzzles.size() < count) {
            Grid puzzle = TestPuzzles.parse(lines.get(random.nextInt(lines.size())));
            Grid solution = exact.solve(puzzle).solution().orElseThrow();
            Geometry geometry = Geometry.of(puzzle.shape());
            int cell = random.nextInt(puzzle.cellCount());
            int digit = 1 + random.nextInt(puzzle.size());
            if (puzzle.get(cell) == 0 && solution.get(cell) != digit && noPeerHolds(puzzle, geometry, cell, digit)) {
                puzzles.add(puzzle.with(cell, digit));
            }
        }
        return puzzles;
    }

    private static boolean noPeerHolds(Grid puzzle, Geometry geometry, int cell, int digit) {
        for (int house : geometry.housesOf(cell)) {
            for (int peer : geometry.cellsOf(house)) {
                if (puzzle.get(peer) == digit) {
                    return false;
                }
            }
        }
        return true;
    }
}
