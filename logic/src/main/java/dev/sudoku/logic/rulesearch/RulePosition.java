package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantPuzzle;

/**
 * The working state of a search over a rule set: each cell's value (0 when empty) and candidates (bit d-1
 * for digit d; 0 once the cell holds a value). Mutable; a guess or a combination works on a {@link
 * #copy}, so a roll-back drops the copy instead of undoing steps.
 *
 * <p>Placing checks nothing: the logic finds the contradictions (see {@link RuleLogic}).
 */
final class RulePosition {
    private final RuleTables tables;
    private final int[] values;
    private final int[] candidates;

    private RulePosition(RuleTables tables, int[] values, int[] candidates) {
        this.tables = tables;
        this.values = values;
        this.candidates = candidates;
    }

    /**
     * The givens placed, every other cell with the digits its mark allows and no peer holds. The caller
     * checks the givens against each other first ({@link VariantPuzzle#conflict()}).
     */
    static RulePosition of(RuleTables tables, VariantPuzzle puzzle) {
        int cells = tables.cellCount();
        int[] candidates = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            candidates[cell] = tables.rules().allowed(cell);
        }
        RulePosition position = new RulePosition(tables, new int[cells], candidates);
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.given(cell) != 0) {
                position.place(cell, puzzle.given(cell));
            }
        }
        return position;
    }

    RulePosition copy() {
        return new RulePosition(tables, values.clone(), candidates.clone());
    }

    RuleTables tables() {
        return tables;
    }

    int value(int cell) {
        return values[cell];
    }

    int candidates(int cell) {
        return candidates[cell];
    }

    boolean has(int cell, int digit) {
        return (candidates[cell] & bit(digit)) != 0;
    }

    /** Puts {@code digit} in the cell and removes it from the peers' candidates. */
    void place(int cell, int digit) {
        values[cell] = digit;
        candidates[cell] = 0;
        int bit = bit(digit);
        for (int peer : tables.peersOf(cell)) {
            candidates[peer] &= ~bit;
        }
    }

    /** The digits the cell may hold: its value once placed, else its candidates. */
    int possible(int cell) {
        return values[cell] != 0 ? bit(values[cell]) : candidates[cell];
    }

    /** Keeps only the candidates of {@code mask}; true when one was removed. */
    boolean restrict(int cell, int mask) {
        int before = candidates[cell];
        candidates[cell] &= mask;
        return before != candidates[cell];
    }

    /** Removes a candidate; true when it was there. */
    boolean eliminate(int cell, int digit) {
        int before = candidates[cell];
        candidates[cell] &= ~bit(digit);
        return before != candidates[cell];
    }

    boolean isSolved() {
        for (int value : values) {
            if (value == 0) {
                return false;
            }
        }
        return true;
    }

    /** The empty cell with the fewest candidates, the lowest cell first on ties; -1 when none is empty. */
    int fewestCandidates() {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0 && Integer.bitCount(candidates[cell]) < bestCount) {
                best = cell;
                bestCount = Integer.bitCount(candidates[cell]);
            }
        }
        return best;
    }

    /** The values, one per cell, 0 for empty. */
    int[] values() {
        return values.clone();
    }

    /** The candidate masks, one per cell. */
    int[] candidateMasks() {
        return candidates.clone();
    }

    static int bit(int digit) {
        return 1 << (digit - 1);
    }
}
