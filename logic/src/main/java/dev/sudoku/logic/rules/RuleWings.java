package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.WingStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * XY-Wing and XYZ-Wing on any rule set, with "sees" meaning peers of the rules (a shared house, or a
 * shared killer cage). XY-Wing: a pivot with candidates xy sees two pincers xz and yz; whichever digit the
 * pivot takes, one pincer is z, so a cell seeing both pincers loses z. XYZ-Wing: the pivot is xyz, so z
 * may also be the pivot's, and only cells seeing the pivot too lose it.
 *
 * <p>Cost: for each pivot, its bivalue peers taken two at a time and each cell seeing the first pincer:
 * O(cells x peers^2) at worst, a few thousand tests on a 9x9 position.
 */
public final class RuleWings {
    private RuleWings() {}

    public static RuleTechnique xyWing() {
        return RuleSingles.technique(TechniqueId.XY_WING, grid -> find(grid, false));
    }

    public static RuleTechnique xyzWing() {
        return RuleSingles.technique(TechniqueId.XYZ_WING, grid -> find(grid, true));
    }

    private static Optional<Step> find(RuleGrid grid, boolean xyz) {
        RuleIndex index = grid.index();
        int pivotSize = xyz ? 3 : 2;
        for (int pivot = 0; pivot < grid.cellCount(); pivot++) {
            int pivotMask = grid.candidates(pivot);
            if (Integer.bitCount(pivotMask) != pivotSize) {
                continue;
            }
            List<Integer> pincers = new ArrayList<>();
            for (int peer : index.peers[pivot]) {
                int mask = grid.candidates(peer);
                // A pincer shares one digit with an XY pivot, two with an XYZ pivot.
                if (Integer.bitCount(mask) == 2 && Integer.bitCount(mask & pivotMask) == pivotSize - 1) {
                    pincers.add(peer);
                }
            }
            for (int i = 0; i < pincers.size(); i++) {
                for (int j = i + 1; j < pincers.size(); j++) {
                    Optional<Step> step = wing(grid, xyz, pivot, pincers.get(i), pincers.get(j));
                    if (step.isPresent()) {
                        return step;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Step> wing(RuleGrid grid, boolean xyz, int pivot, int first, int second) {
        int pivotMask = grid.candidates(pivot);
        int a = grid.candidates(first);
        int b = grid.candidates(second);
        int shared = a & b;
        // The pincers share exactly z; XY: z is not the pivot's and the three cells hold three digits.
        if (a == b || Integer.bitCount(shared) != 1 || Integer.bitCount(a | b | pivotMask) != 3) {
            return Optional.empty();
        }
        if (xyz ? (shared & pivotMask) == 0 : (shared & pivotMask) != 0) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        int z = Integer.numberOfTrailingZeros(shared) + 1;
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : index.peers[first]) {
            if (cell != pivot
                    && cell != second
                    && (grid.candidates(cell) & shared) != 0
                    && index.sees(cell, second)
                    && (!xyz || index.sees(cell, pivot))) {
                eliminations.add(new Candidate(cell, z));
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> digits = new ArrayList<>();
        for (int rest = pivotMask | a | b; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            if (digit != z) {
                digits.add(digit);
            }
        }
        digits.add(z);
        List<Highlight> highlights = new ArrayList<>();
        RuleMasks.addHighlights(highlights, pivot, pivotMask, Role.PIVOT);
        RuleMasks.addHighlights(highlights, first, a, Role.PINCER);
        RuleMasks.addHighlights(highlights, second, b, Role.PINCER);
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        TechniqueId id = xyz ? TechniqueId.XYZ_WING : TechniqueId.XY_WING;
        return Optional.of(new WingStep(id, pivot, List.of(first, second), digits, z, eliminations, highlights));
    }
}
