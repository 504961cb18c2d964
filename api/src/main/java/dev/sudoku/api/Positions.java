package dev.sudoku.api;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.Position;

/** Positions (values and candidates) as reports write them. */
final class Positions {
    private Positions() {}

    /** The candidate line (N*N*N characters), or null for sides the format does not cover. */
    static String candidateLine(Grid values, long[] candidates) {
        return values.size() > CandidateLineFormat.MAX_SIZE
                ? null
                : CandidateLineFormat.write(new Position(values, candidates));
    }

    /**
     * A rule set's candidate line, as the classic one is written: N characters a cell in cell order, a
     * digit's symbol where it is a candidate (a filled cell shows only its value), {@code .} elsewhere.
     *
     * @param values one value per cell, 0 for empty
     * @param candidates one mask per cell (bit d-1 for digit d), read for the empty cells
     * @param digits N
     */
    static String candidateLine(int[] values, int[] candidates, int digits) {
        StringBuilder line = new StringBuilder(values.length * digits);
        for (int cell = 0; cell < values.length; cell++) {
            int mask = values[cell] != 0 ? 1 << (values[cell] - 1) : candidates[cell];
            for (int digit = 1; digit <= digits; digit++) {
                line.append((mask & (1 << (digit - 1))) != 0 ? RuleStepReports.digit(digit) : ".");
            }
        }
        return line.toString();
    }
}
