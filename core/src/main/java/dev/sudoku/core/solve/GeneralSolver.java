package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Grid;
import java.util.Optional;

/**
 * An exact solver for every box shape. Each node propagates bit-set candidates to a fixpoint of naked
 * singles, hidden singles and locked candidates ({@link CandidateState}), then branches on the open
 * cell with the fewest candidates and tries its digits lowest first.
 *
 * <p>Ties between cells with the fewest candidates go to the cell whose houses have failed most often in
 * this solve, then to the lowest index. On 16x16 and larger grids with about half the cells given,
 * breaking ties by index alone lets the search thrash: after a contradiction in one region it keeps
 * re-guessing cells of unrelated regions, and node counts grow by orders of magnitude.
 *
 * <p>The search is a loop over a stack of {@link CandidateState} levels rather than recursion. Trying a
 * digit that still has alternatives copies the position one level up, so backtracking is just popping;
 * the last alternative of a cell has nothing to come back to and works in place. Levels are created the
 * first time a depth is reached and reused for later puzzles of the same shape, so a solve allocates
 * nothing per node. Depth never exceeds N*N: every level places at least one more digit than the one
 * below it.
 *
 * <p>Stats: a node is one propagated position (the givens, then each digit tried); a guess is a digit
 * tried while the cell still has untried alternatives, so a cell whose k digits all fail costs k - 1
 * guesses and a puzzle solved by propagation alone costs none.
 *
 * <p>Not thread-safe: the levels are reused between calls.
 */
public final class GeneralSolver implements ExactSolver {
    private ShapeTables tables;
    private SearchScratch scratch;
    private CandidateState[] levels;
    private int[] branchCell;
    private long[] untried;

    private long solutions;
    private Grid firstSolution;
    private long guesses;

    @Override
    public String name() {
        return "general";
    }

    @Override
    public boolean supports(BoxShape shape) {
        return true;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveLimits limits) {
        long start = System.nanoTime();
        prepare(puzzle.shape());
        Optional<Conflict> conflict = Conflicts.find(tables.geometry, puzzle);
        if (conflict.isPresent()) {
            return SolveResult.invalid(conflict.get().message());
        }
        Budget budget = new Budget(limits, start);
        boolean finished = search(puzzle, limits.maxSolutions(), budget);
        Grid first = firstSolution;
        firstSolution = null;
        SolveStats stats = new SolveStats(guesses, budget.nodes(), budget.elapsedNanos());
        if (!finished) {
            return SolveResult.outOfBudget(solutions, first, stats, budget.description());
        }
        return SolveResult.counted(solutions, first, stats);
    }

    /** Builds the tables and stack for a new shape; keeps them while puzzles of one shape follow. */
    private void prepare(BoxShape shape) {
        if (tables != null && tables.shape.equals(shape)) {
            return;
        }
        tables = new ShapeTables(shape);
        scratch = new SearchScratch(tables);
        levels = new CandidateState[tables.cellCount + 1];
        branchCell = new int[tables.cellCount + 1];
        untried = new long[tables.cellCount + 1];
    }

    private CandidateState level(int depth) {
        CandidateState state = levels[depth];
        if (state == null) {
            state = new CandidateState(tables, scratch);
            levels[depth] = state;
        }
        return state;
    }

    /**
     * Depth-first search; true when it ran to the end or to the solution limit, false when the budget
     * stopped it. Invariant at the top of the loop: {@code untried[depth]} holds the digits of
     * {@code branchCell[depth]} still to try at that level, 0 for a level that has not branched.
     */
    private boolean search(Grid puzzle, long maxSolutions, Budget budget) {
        solutions = 0;
        firstSolution = null;
        guesses = 0;
        scratch.resetWeights();
        if (!budget.enterNode()) {
            return false;
        }
        int depth = 0;
        untried[0] = 0;
        boolean alive = level(0).load(puzzle);
        while (true) {
            if (alive) {
                CandidateState state = levels[depth];
                if (state.isSolved()) {
                    solutions++;
                    if (firstSolution == null) {
                        firstSolution = state.toGrid();
                    }
                    if (solutions >= maxSolutions) {
                        return true;
                    }
                } else {
                    int cell = state.mostConstrainedCell();
                    branchCell[depth] = cell;
                    untried[depth] = state.candidatesOf(cell);
                }
            }
            while (untried[depth] == 0) {
                if (depth == 0) {
                    return true;
                }
                depth--;
            }
            if (!budget.enterNode()) {
                return false;
            }
            long bit = Long.lowestOneBit(untried[depth]);
            untried[depth] ^= bit;
            int cell = branchCell[depth];
            if (untried[depth] != 0) {
                guesses++;
                level(depth + 1).copyFrom(levels[depth]);
                depth++;
                untried[depth] = 0;
            }
            alive = levels[depth].place(cell, bit);
        }
    }
}
