package dev.sudoku.api;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A solution other than a known one, for a puzzle known to have several: so a person sees two solutions
 * and the cells where they differ. The exact solvers keep only their first solution, so this places, cell
 * by cell in reading order, each other digit the cell may hold and asks for any solution of that; the
 * first found differs from the known one at least in that cell. A second solution exists, so some cell
 * has one, and a wrong guess is refuted by the solver's propagation in microseconds on the usual sizes.
 */
final class SecondSolution {
    private SecondSolution() {}

    /** Another solution of {@code puzzle}, or empty when none was found within {@code nanos}. */
    static Optional<Grid> find(ExactSolver solver, Grid puzzle, Grid known, SolveLimits limits, long nanos) {
        long deadline = System.nanoTime() + nanos;
        Geometry geometry = Geometry.of(puzzle.shape());
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            if (!puzzle.isEmpty(cell)) {
                continue;
            }
            for (int digit = 1; digit <= puzzle.size(); digit++) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Optional.empty();
                }
                if (digit == known.get(cell) || seen(puzzle, geometry, cell, digit)) {
                    continue;
                }
                SolveResult other = solver.solve(
                        puzzle.with(cell, digit),
                        new SolveLimits(1, limits.maxNodes(), Math.min(left, limits.maxNanos())));
                if (other.status() == Status.SOLVED || other.status() == Status.MULTIPLE) {
                    return other.solution();
                }
            }
        }
        return Optional.empty();
    }

    /** The cells where two grids differ, as {@code r1c1}. */
    static List<String> differences(Grid first, Grid second) {
        List<String> cells = new ArrayList<>();
        for (int cell = 0; cell < first.cellCount(); cell++) {
            if (first.get(cell) != second.get(cell)) {
                cells.add(dev.sudoku.core.Cells.name(cell, first.size()));
            }
        }
        return cells;
    }

    private static boolean seen(Grid puzzle, Geometry geometry, int cell, int digit) {
        for (int peer : geometry.peersOf(cell)) {
            if (puzzle.get(peer) == digit) {
                return true;
            }
        }
        return false;
    }
}
