package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Consecutive's neighbour rules. Across a bar the two digits differ by 1, so a candidate d of one cell
 * goes when its neighbour can be neither d - 1 nor d + 1. Across a border without a bar (the strict form)
 * they differ by more, so d goes when every digit its neighbour may still hold is d - 1 or d + 1: a
 * neighbour that is 5 takes 4 and 6 from a cell it is not barred to.
 *
 * <p>The step is an {@link ExclusionStep} of the two cells, the one that loses candidates first: the
 * pairs of digits the border allows exclude the rest.
 */
public final class RuleConsecutiveNeighbours {
    private RuleConsecutiveNeighbours() {}

    public static RuleTechnique technique() {
        return RuleSingles.technique(TechniqueId.CONSECUTIVE_NEIGHBOURS, RuleConsecutiveNeighbours::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        for (RuleIndex.NeighbourPair pair : grid.index().neighbourPairs) {
            Optional<Step> step = narrow(grid, pair.first(), pair.second(), pair.barred());
            if (step.isEmpty()) {
                step = narrow(grid, pair.second(), pair.first(), pair.barred());
            }
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /**
     * The digits of {@code digits} that one of {@code theirs} can stand beside: one 1 away across a bar,
     * one more than 1 away across a border without one (the strict form).
     */
    static int partnered(int digits, int theirs, boolean barred) {
        int kept = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int adjacent = (bit << 1) | (bit >>> 1);
            if (barred ? (theirs & adjacent) != 0 : (theirs & ~adjacent & ~bit) != 0) {
                kept |= bit;
            }
        }
        return kept;
    }

    /** The candidates of {@code cell} that its neighbour's possible digits rule out, as a step. */
    private static Optional<Step> narrow(RuleGrid grid, int cell, int neighbour, boolean barred) {
        int theirs = grid.possible(neighbour);
        if (theirs == 0) {
            return Optional.empty();
        }
        int gone = grid.candidates(cell) & ~partnered(grid.candidates(cell), theirs, barred);
        if (gone == 0) {
            return Optional.empty();
        }
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        highlights.add(new Highlight(neighbour, 0, Role.DEFINING));
        for (int rest = gone; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            eliminations.add(new Candidate(cell, digit));
            highlights.add(new Highlight(cell, digit, Role.ELIMINATED));
        }
        return Optional.of(new ExclusionStep(
                TechniqueId.CONSECUTIVE_NEIGHBOURS, List.of(cell, neighbour), List.of(), eliminations, highlights));
    }
}
