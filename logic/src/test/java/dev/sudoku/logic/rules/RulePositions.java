package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

    /** The digit in every classic cell seeing both r4c1 and r4c2: row 4 beyond the two, box 4 beyond row 4. */
    static List<Candidate> seeingR4c1AndR4c2(int digit) {
        List<Candidate> seeing = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            boolean row4 = cell / 9 == 3 && cell % 9 > 1;
            boolean box4 = cell / 9 >= 3 && cell / 9 <= 5 && cell % 9 < 3 && cell / 9 != 3;
            if (row4 || box4) {
                seeing.add(new Candidate(cell, digit));
            }
        }
        return seeing;
    }
}
