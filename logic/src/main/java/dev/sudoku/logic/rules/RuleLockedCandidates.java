package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Locked candidates between any two houses that share two cells or more: when a digit's places in the
 * source house all lie in the target house, the target's other cells lose it. A box, region, diagonal or
 * window as the source is pointing (SE 2.6); a row or column as the source is claiming (SE 2.8). This one
 * rule covers a jigsaw region against a line, X's diagonals against boxes and lines, and windows.
 */
public final class RuleLockedCandidates {
    private RuleLockedCandidates() {}

    /** The source is not a row or column. */
    public static RuleTechnique pointing() {
        return RuleSingles.technique(TechniqueId.POINTING, grid -> find(grid, false));
    }

    /** The source is a row or column. */
    public static RuleTechnique claiming() {
        return RuleSingles.technique(TechniqueId.CLAIMING, grid -> find(grid, true));
    }

    private static Optional<Step> find(RuleGrid grid, boolean lineSource) {
        RuleIndex index = grid.index();
        for (RuleIndex.Overlap overlap : index.overlaps) {
            if (index.kinds[overlap.first()].isLine() != lineSource) {
                continue;
            }
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                int source = grid.places(overlap.first(), digit);
                if (source == 0 || (source & ~overlap.slotsInFirst()) != 0) {
                    continue;
                }
                int outside = grid.places(overlap.second(), digit) & ~overlap.slotsInSecond();
                if (outside != 0) {
                    return Optional.of(step(grid, overlap, digit, source, outside, lineSource));
                }
            }
        }
        return Optional.empty();
    }

    private static Step step(
            RuleGrid grid, RuleIndex.Overlap overlap, int digit, int source, int outside, boolean lineSource) {
        RuleIndex index = grid.index();
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (int rest = source; rest != 0; rest &= rest - 1) {
            int cell = index.houseCells[overlap.first()][Integer.numberOfTrailingZeros(rest)];
            highlights.add(new Highlight(cell, digit, Role.DEFINING));
        }
        for (int rest = outside; rest != 0; rest &= rest - 1) {
            int cell = index.houseCells[overlap.second()][Integer.numberOfTrailingZeros(rest)];
            eliminations.add(new Candidate(cell, digit));
            highlights.add(new Highlight(cell, digit, Role.ELIMINATED));
        }
        return new IntersectionStep(
                lineSource ? TechniqueId.CLAIMING : TechniqueId.POINTING,
                digit,
                overlap.first(),
                overlap.second(),
                eliminations,
                List.of(),
                highlights);
    }
}
