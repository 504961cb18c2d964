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
 * <p>A check may be given a node budget: when the exact solver runs out of it, the answer is "not shown
 * unique", so the clue stays and every puzzle kept is still proven unique; it only may not be minimal.
 * That makes large grids practical where a few checks of nearly minimal positions take minutes (25x25).
 *
 * <p>Not thread-safe: one instance per thread (it owns an exact solver). Counters record how each answer
 * was reached, for measurements.
 */
final class UniquenessCheck {
    /**
     * The budget of a check on a grid larger than 16x16 when puzzles need not be minimal. Measured on 25x25
     * (one thread): a reduction takes 2.5 s and keeps about 275 of 625 clues with 1,000 nodes, 22-26 s and
     * about the same clues with 10,000, and minutes without a budget.
     */
    static final long LARGE_GRID_NODES = 1_000;

    /** The largest side whose checks run to the answer: a minimal 16x16 puzzle takes under half a second. */
    static final int LARGEST_EXACT_SIDE = 16;

    private final BoxShape shape;
    private final SolveLimits limits;
    private final SinglesShortcut singles;
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);
    private long bySingles;
    private long byExact;

    /** Checks that always run to the answer. */
    UniquenessCheck(BoxShape shape) {
        this(shape, Long.MAX_VALUE);
    }

    /**
     * Checks for the generator: to the answer when the puzzles must be minimal or the grid is at most
     * {@value #LARGEST_EXACT_SIDE} wide, else within {@value #LARGE_GRID_NODES} nodes.
     */
    static UniquenessCheck forGenerator(BoxShape shape, boolean minimal) {
        boolean exactOnly = minimal || shape.size() <= LARGEST_EXACT_SIDE;
        return new UniquenessCheck(shape, exactOnly ? Long.MAX_VALUE : LARGE_GRID_NODES);
    }

    /** Checks whose exact solve stops after {@code maxNodes} search nodes: see the class comment. */
    UniquenessCheck(BoxShape shape, long maxNodes) {
        this.shape = shape;
        this.limits = SolveLimits.countUpTo(2).withMaxNodes(maxNodes);
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

    /** True when {@code puzzle} is shown by the exact solver, within the budget, to have one solution. */
    boolean unique(byte[] puzzle) {
        byExact++;
        return exact.solve(Grid.of(shape, puzzle), limits).status() == Status.SOLVED;
    }

    long bySingles() {
        return bySingles;
    }

    long byExact() {
        return byExact;
    }
}
