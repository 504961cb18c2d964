package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;

/**
 * Decides whether a puzzle is still unique after some clues were taken out of a unique one: first by
 * singles ({@link SinglesShortcut}), which settles about half of the removals, then by the exact solver
 * counting up to two solutions.
 *
 * <p>Not thread-safe: one instance per thread (it owns an exact solver). Counters record how each answer
 * was reached, for measurements.
 */
final class UniquenessCheck {
    private static final SolveLimits TWO = SolveLimits.countUpTo(2);

    private final BoxShape shape;
    private final SinglesShortcut singles;
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);
    private long bySingles;
    private long byExact;

    UniquenessCheck(BoxShape shape) {
        this.shape = shape;
        this.singles = new SinglesShortcut(Geometry.of(shape));
    }

    /**
     * True when {@code puzzle} has exactly one solution, given that it did before the cells {@code
     * removed} were emptied; {@code solution} is that solution.
     */
    boolean stillUnique(byte[] puzzle, int[] removed, byte[] solution) {
        if (singles.forced(puzzle, removed, solution)) {
            bySingles++;
            return true;
        }
        return unique(puzzle);
    }

    /** True when {@code puzzle} has exactly one solution, by the exact solver. */
    boolean unique(byte[] puzzle) {
        byExact++;
        return exact.solve(Grid.of(shape, puzzle), TWO).status() == Status.SOLVED;
    }

    long bySingles() {
        return bySingles;
    }

    long byExact() {
        return byExact;
    }
}
