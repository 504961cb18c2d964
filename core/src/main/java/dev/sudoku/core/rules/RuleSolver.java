package dev.sudoku.core.rules;

import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveStats;
import dev.sudoku.core.solve.Status;
import java.util.Arrays;
import java.util.Optional;

/**
 * The exact solver of every rule set: counts solutions up to a limit, so one solution proves a puzzle
 * unique. Candidates are one bit mask per cell; after each placement it removes the digit from the
 * cell's peers (a killer cage's other cells among them) and from or to its barred and unbarred
 * neighbours, and repeats naked and hidden singles in every house, the sum of every killer cage, the
 * pairs of every bar and the cells between two barred neighbours that see each other ({@link BarFlanks})
 * until nothing changes, then branches on a cell with the fewest candidates, among those on one with the
 * most empty barred neighbours, trying each digit in turn on a copy of the state. The flanked cells and
 * that order spare a puzzle of bars and two or three givens most of its dead ends: a partial consecutive
 * puzzle the generator made took the counting search past a million nodes without them, 157,517 at most
 * over 40 such puzzles with them. Before it branches the search also takes locked candidates between houses
 * sharing cells ({@link HouseIntersections}), which spares a samurai most of its dead ends: counting the
 * solutions of the generator's first 40 samurai puzzles took up to 319,707 nodes (two seconds) without
 * them, 14,031 with them. Only {@link #solveInDrawOrder} leaves them out: its first solution is the variant
 * generator's draw of a complete grid, and locked candidates would branch elsewhere and change every seed's
 * grids and puzzles. (The draws are made without bars, so the flanked cells and the bars' order change
 * none.)
 *
 * <p>Performance: a 9x9 variant takes tens of microseconds on easy puzzles and a few milliseconds on
 * hard ones, some ten times the classic band solver, which stays the solver of classic Sudoku. The state
 * copied per branch is two int arrays of the cell count (369 for samurai-sized sets).
 *
 * <p>Not thread-safe only in that a solve runs on the caller's thread; instances keep no state.
 */
public final class RuleSolver {
    /** Solves with {@link SolveLimits#UNIQUENESS}. */
    public RuleSolveResult solve(VariantPuzzle puzzle) {
        return solve(puzzle, SolveLimits.UNIQUENESS);
    }

    /** Solves a puzzle within {@code limits}; never throws for a puzzle that breaks the rules. */
    public RuleSolveResult solve(VariantPuzzle puzzle, SolveLimits limits) {
        return solve(puzzle, null, null, limits, true);
    }

    /**
     * Solves as {@link #solve(VariantPuzzle, SolveLimits)} does but without locked candidates, so its
     * solutions come in the order of the variant generator's draws, which every seed's puzzle depends on.
     * It may take far more nodes on a samurai; it finds the same solutions.
     */
    public RuleSolveResult solveInDrawOrder(VariantPuzzle puzzle, SolveLimits limits) {
        return solve(puzzle, null, null, limits, false);
    }

    /**
     * Solves the puzzle for the solutions that differ from {@code known}, one of its solutions, in at least
     * one of the empty {@code cells}. This is how a generator proves a clue unneeded: a puzzle with one
     * solution, made weaker only around some cells (a given emptied, a mark or a bar between two cells taken
     * away), can only gain solutions that differ from the known one there, so it is still unique exactly when
     * this finds none (NONE). The search is much more constrained than counting to two, which first finds the
     * known solution again; and at each branch it tries the known solution's digit first, because another
     * solution mostly differs from it in a few cells (a samurai's hardest proofs: from some 100,000 nodes to
     * hundreds). The solutions are searched in parts: differing in the first cell; agreeing there and
     * differing in the second; and so on.
     *
     * @throws IllegalArgumentException when {@code known} is not a complete grid of the rules' digits, or a
     *     cell is given or not a cell of the rules, or there is none
     */
    public RuleSolveResult solveDiffering(VariantPuzzle puzzle, int[] known, int[] cells, SolveLimits limits) {
        RuleSet rules = puzzle.rules();
        if (known.length != rules.cellCount() || Arrays.stream(known).anyMatch(d -> d < 1 || d > rules.digits())) {
            throw new IllegalArgumentException("the known solution is not a complete grid of the rules");
        }
        if (cells.length == 0) {
            throw new IllegalArgumentException("no cell to differ in");
        }
        for (int cell : cells) {
            if (cell < 0 || cell >= rules.cellCount() || puzzle.given(cell) != 0) {
                throw new IllegalArgumentException("cell " + cell + " is not an empty cell of the puzzle");
            }
        }
        return solve(puzzle, known.clone(), cells.clone(), limits, true);
    }

    /**
     * Solves within {@code limits}; with a known solution, trying its digits first, and for the solutions
     * differing from it in one of {@code cells}, part by part; with locked candidates when {@code locked}.
     */
    private RuleSolveResult solve(VariantPuzzle puzzle, int[] known, int[] cells, SolveLimits limits, boolean locked) {
        long start = System.nanoTime();
        Optional<String> conflict = puzzle.conflict();
        if (conflict.isPresent()) {
            return new RuleSolveResult(Status.INVALID, 0, Optional.empty(), SolveStats.NONE, conflict.get());
        }
        Search search = new Search(limits, known, locked, start);
        Board givens = Board.empty(puzzle.rules());
        boolean consistent = true;
        for (int cell = 0; cell < puzzle.rules().cellCount() && consistent; cell++) {
            if (puzzle.given(cell) != 0) {
                consistent = givens.place(cell, puzzle.given(cell));
            }
        }
        if (known == null) {
            if (consistent) {
                search.run(givens);
            }
        } else {
            for (int part = 0; part < cells.length && consistent; part++) {
                Board board = givens.copy();
                boolean possible = board.exclude(cells[part], known[cells[part]]);
                for (int agreed = 0; agreed < part && possible; agreed++) {
                    possible = board.place(cells[agreed], known[cells[agreed]]);
                }
                if (possible && !search.run(board)) {
                    break;
                }
            }
        }
        SolveStats stats = new SolveStats(search.guesses, search.nodes, System.nanoTime() - start);
        Optional<int[]> solution = Optional.ofNullable(search.first);
        if (search.outOfBudget) {
            return new RuleSolveResult(
                    Status.UNKNOWN,
                    search.found,
                    solution,
                    stats,
                    "the search budget ran out after " + search.nodes + " nodes");
        }
        Status status = search.found == 0 ? Status.NONE : search.found == 1 ? Status.SOLVED : Status.MULTIPLE;
        return new RuleSolveResult(status, search.found, solution, stats, "");
    }

    /** One search: the budget, the count and the first solution. */
    private static final class Search {
        private final SolveLimits limits;
        private final int[] known;
        private final boolean locked;
        private final long start;
        long nodes;
        long guesses;
        long found;
        int[] first;
        boolean outOfBudget;

        Search(SolveLimits limits, int[] known, boolean locked, long start) {
            this.limits = limits;
            this.known = known;
            this.locked = locked;
            this.start = start;
        }

        /** Searches below {@code board}; false once the count or a budget says to stop. */
        boolean run(Board board) {
            nodes++;
            if (nodes > limits.maxNodes() || ((nodes & 255) == 0 && System.nanoTime() - start > limits.maxNanos())) {
                outOfBudget = true;
                return false;
            }
            if (!board.settle(locked)) {
                return true;
            }
            int cell = board.mostConstrained();
            if (cell < 0) {
                found++;
                if (first == null) {
                    first = board.values();
                }
                return found < limits.maxSolutions();
            }
            int mask = board.candidates(cell);
            int knownBit = known == null ? 0 : mask & (1 << (known[cell] - 1));
            while (mask != 0) {
                int bit = knownBit != 0 ? knownBit : mask & -mask;
                knownBit = 0;
                mask &= ~bit;
                if (mask != 0) {
                    guesses++;
                }
                // The last value tried may use this node's board: nothing reads it afterwards.
                Board branch = mask == 0 ? board : board.copy();
                if (branch.place(cell, Integer.numberOfTrailingZeros(bit) + 1) && !run(branch)) {
                    return false;
                }
            }
            return true;
        }
    }
}
