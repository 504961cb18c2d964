package dev.sudoku.core.rules;

/**
 * The obviously correct solver the fast one is checked against: fills the empty cell with the fewest
 * digits no peer holds with each of them, in order, and counts the complete grids up to a limit.
 */
final class ReferenceRuleSolver {
    private final RuleSet rules;
    private final int[][] peers;
    private final int[] values;
    private final int limit;
    private long count;
    private int[] first;

    private ReferenceRuleSolver(VariantPuzzle puzzle, int limit) {
        this.rules = puzzle.rules();
        this.values = puzzle.givens();
        this.limit = limit;
        peers = new int[rules.cellCount()][];
        for (int cell = 0; cell < peers.length; cell++) {
            peers[cell] = rules.peers(cell);
        }
    }

    /** Solutions counted up to {@code limit}, and the first in cell order (null when none). */
    record Count(long count, int[] first) {}

    static Count count(VariantPuzzle puzzle, int limit) {
        ReferenceRuleSolver solver = new ReferenceRuleSolver(puzzle, limit);
        if (puzzle.conflict().isPresent()) {
            return new Count(0, null);
        }
        solver.fill();
        return new Count(solver.count, solver.first);
    }

    /** Fills the empty cell with the fewest digits allowed (found by looking at every peer) each way. */
    private void fill() {
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int candidate = 0; candidate < values.length; candidate++) {
            if (values[candidate] == 0) {
                int allowed = 0;
                for (int digit = 1; digit <= rules.digits(); digit++) {
                    allowed += allowed(candidate, digit) ? 1 : 0;
                }
                if (allowed < fewest) {
                    cell = candidate;
                    fewest = allowed;
                }
            }
        }
        if (cell < 0) {
            if (count++ == 0) {
                first = values.clone();
            }
            return;
        }
        for (int digit = 1; digit <= rules.digits() && count < limit; digit++) {
            if (allowed(cell, digit)) {
                values[cell] = digit;
                fill();
                values[cell] = 0;
            }
        }
    }

    private boolean allowed(int cell, int digit) {
        if (rules.parity().isPresent() && !rules.parity().get().allows(cell, digit)) {
            return false;
        }
        for (int peer : peers[cell]) {
            if (values[peer] == digit) {
                return false;
            }
        }
        return true;
    }
}
