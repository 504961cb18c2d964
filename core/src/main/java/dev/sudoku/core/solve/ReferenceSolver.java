package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.Optional;

/**
 * A plain backtracking solver, kept short so it can be checked by reading: the oracle the faster solvers
 * are tested against. Supports every shape.
 *
 * <p>At each node it recomputes the candidates of every empty cell from its peers (O(N^2 * 3N) per node,
 * no state carried between nodes), branches on the empty cell with the fewest candidates and tries its
 * digits in ascending order. Recursion depth is at most N*N + 1.
 */
public final class ReferenceSolver implements ExactSolver {
    @Override
    public String name() {
        return "reference";
    }

    @Override
    public boolean supports(BoxShape shape) {
        return true;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveLimits limits) {
        long start = System.nanoTime();
        Geometry geometry = Geometry.of(puzzle.shape());
        Optional<Conflict> conflict = Conflicts.find(geometry, puzzle);
        if (conflict.isPresent()) {
            return SolveResult.invalid(conflict.get().message());
        }
        Search search = new Search(geometry, puzzle, limits, start);
        Outcome outcome = search.visit();
        SolveStats stats = new SolveStats(search.guesses, search.budget.nodes(), System.nanoTime() - start);
        if (outcome == Outcome.OUT_OF_BUDGET) {
            return SolveResult.outOfBudget(search.count, search.first, stats, search.budget.description());
        }
        return SolveResult.counted(search.count, search.first, stats);
    }

    /** How a subtree ended: explored fully, stopped at the solution limit, or stopped by the budget. */
    private enum Outcome {
        EXPLORED,
        ENOUGH_SOLUTIONS,
        OUT_OF_BUDGET
    }

    /** The state of one solve: the cells filled so far, the solutions found and the cost. */
    private static final class Search {
        private final Geometry geometry;
        private final int size;
        private final long allDigits;
        private final int[] values;
        private final long maxSolutions;
        private final Budget budget;
        private long count;
        private Grid first;
        private long guesses;

        Search(Geometry geometry, Grid puzzle, SolveLimits limits, long start) {
            this.geometry = geometry;
            this.size = geometry.size();
            this.allDigits = size == 64 ? -1L : (1L << size) - 1;
            this.values = puzzle.toArray();
            this.maxSolutions = limits.maxSolutions();
            this.budget = new Budget(limits, start);
        }

        Outcome visit() {
            if (!budget.enterNode()) {
                return Outcome.OUT_OF_BUDGET;
            }
            int bestCell = -1;
            long bestCandidates = 0;
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] != 0) {
                    continue;
                }
                long candidates = candidatesOf(cell);
                if (candidates == 0) {
                    return Outcome.EXPLORED;
                }
                if (bestCell < 0 || Long.bitCount(candidates) < Long.bitCount(bestCandidates)) {
                    bestCell = cell;
                    bestCandidates = candidates;
                }
            }
            if (bestCell < 0) {
                count++;
                if (first == null) {
                    first = Grid.of(geometry.shape(), values);
                }
                return count >= maxSolutions ? Outcome.ENOUGH_SOLUTIONS : Outcome.EXPLORED;
            }
            long untried = bestCandidates;
            while (untried != 0) {
                long bit = Long.lowestOneBit(untried);
                untried ^= bit;
                if (untried != 0) {
                    // Only a digit that still has an alternative is a guess; the last one is forced.
                    guesses++;
                }
                values[bestCell] = Long.numberOfTrailingZeros(bit) + 1;
                Outcome outcome = visit();
                values[bestCell] = 0;
                if (outcome != Outcome.EXPLORED) {
                    return outcome;
                }
            }
            return Outcome.EXPLORED;
        }

        /** The digits no peer of an empty cell holds, as a bit set (bit d-1 for digit d). */
        private long candidatesOf(int cell) {
            long used = 0;
            for (int peer : geometry.peersOf(cell)) {
                if (values[peer] != 0) {
                    used |= 1L << (values[peer] - 1);
                }
            }
            return allDigits & ~used;
        }
    }
}
