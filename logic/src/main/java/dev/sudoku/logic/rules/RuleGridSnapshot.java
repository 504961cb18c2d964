package dev.sudoku.logic.rules;

/**
 * A copy of a grid's position (its rules' tables, every cell's digit and candidates), to tell whether a grid
 * asked about now is still at that position: what a per-thread memo of a stateless technique keys on.
 */
final class RuleGridSnapshot {
    private final RuleIndex rules;
    private final int[] values;
    private final int[] candidates;

    RuleGridSnapshot(RuleGrid grid) {
        this.rules = grid.index();
        this.values = grid.values();
        this.candidates = grid.candidateMasks();
    }

    /** Whether the grid has the same rules and, in every cell, the same digit and candidates. */
    boolean describes(RuleGrid grid) {
        if (grid.index() != rules || grid.cellCount() != values.length) {
            return false;
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (grid.value(cell) != values[cell] || grid.candidates(cell) != candidates[cell]) {
                return false;
            }
        }
        return true;
    }
}
