package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.VariantPuzzle;
import java.util.Arrays;

/** Hand-built positions for the rule-set technique tests: an empty puzzle, then candidates cut down. */
final class RulePositions {
    private RulePositions() {}

    static VariantPuzzle empty(RuleSet rules) {
        return new VariantPuzzle(rules, new int[rules.cellCount()]);
    }

    /** Every digit in every cell. */
    static int[] all(RuleSet rules) {
        int[] candidates = new int[rules.cellCount()];
        Arrays.fill(candidates, (1 << rules.digits()) - 1);
        return candidates;
    }

    static int bits(int... digits) {
        int mask = 0;
        for (int digit : digits) {
            mask |= 1 << (digit - 1);
        }
        return mask;
    }

    /** The 9x9 cell at a row and column counted from 1. */
    static int cell(int row, int column) {
        return (row - 1) * 9 + column - 1;
    }
}
