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
        return eliminations(grid, target.cell, target.digit, target.on);
    }

    /** What a conclusion of the digit on ({@code on}) or off in the cell removes. */
    static List<Candidate> eliminations(CandidateGrid grid, int cell, int digit, boolean on) {
        if (!on) {
            return List.of(new Candidate(cell, digit));
        }
        List<Candidate> others = new ArrayList<>();
        for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
            int other = Long.numberOfTrailingZeros(rest) + 1;
            if (other != digit) {
                others.add(new Candidate(cell, other));
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
