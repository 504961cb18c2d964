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
}
