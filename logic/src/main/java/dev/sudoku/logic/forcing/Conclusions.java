package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Placement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a chain's conclusion does to the grid: an "off" removes its candidate; an "on" places its digit,
 * which SE applies by first removing the cell's other candidates.
 */
final class Conclusions {
    private Conclusions() {}

    static List<Candidate> eliminations(CandidateGrid grid, Potential target) {
        if (!target.on) {
            return List.of(new Candidate(target.cell, target.digit));
        }
        List<Candidate> others = new ArrayList<>();
        for (long rest = grid.candidates(target.cell); rest != 0; rest &= rest - 1) {
            int digit = Long.numberOfTrailingZeros(rest) + 1;
            if (digit != target.digit) {
                others.add(new Candidate(target.cell, digit));
            }
        }
        return others;
    }

    static Optional<Placement> placement(Potential target) {
        return target.on ? Optional.of(new Placement(target.cell, target.digit)) : Optional.empty();
    }

    /** Whether applying the conclusion would change the grid (SE's {@code isWorth}). */
    static boolean changes(CandidateGrid grid, Potential target) {
        return target.on ? Long.bitCount(grid.candidates(target.cell)) > 1 : grid.has(target.cell, target.digit);
    }
}
