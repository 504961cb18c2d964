package dev.sudoku.logic.fish;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finned and Sashimi X-Wing (k = 2), Swordfish (3), Jellyfish (4), as HoDoKu defines them: a digit whose
 * places in k base lines lie in k cover lines except for some <i>fins</i>, all in one box. Either a fin is
 * true or the fish without fins holds; both remove the digit from the cells of the cover lines inside the
 * fin box (outside the base lines). The fish is <i>Sashimi</i> when some base line keeps at most one
 * place once its fins are taken away (without the fins it would not be a fish at all).
 *
 * <p>Scan order: digits ascending; rows as base lines, then columns; fin boxes in index order; base line
 * tuples in lexicographic order. A step whose eliminations repeat an earlier one's is not offered again.
 *
 * <p>Cost: for each digit, orientation and box, a depth-first walk over k-tuples of base lines that is cut
 * as soon as the lines' places outside the fin box span more than k cover lines. A base line takes part
 * only with 2 or more places and at most k outside the fin box, and the tuple must hold a line crossing the
 * fin box; so on large grids the walk stays near the number of pairs of lines sharing columns, not
 * C(N, k). Each pass is O(N) per box besides the walk.
 */
public final class FinnedFish implements Technique {
    private static final TechniqueId[] FINNED = {
        TechniqueId.FINNED_X_WING, TechniqueId.FINNED_SWORDFISH, TechniqueId.FINNED_JELLYFISH
    };
    private static final TechniqueId[] SASHIMI = {
        TechniqueId.SASHIMI_X_WING, TechniqueId.SASHIMI_SWORDFISH, TechniqueId.SASHIMI_JELLYFISH
    };
    private final int degree;

    /** @param degree 2 for X-Wing, 3 for Swordfish, 4 for Jellyfish */
    public FinnedFish(int degree) {
        if (degree < 2 || degree > 4) {
            throw new IllegalArgumentException("finned fish have 2 to 4 base lines, not " + degree);
        }
        this.degree = degree;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(FINNED[degree - 2], SASHIMI[degree - 2]);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int n = grid.size();
        Set<List<Candidate>> offered = new HashSet<>();
        StepSink once = step -> !offered.add(step.eliminations()) || sink.offer(step);
        for (int digit = 1; digit <= n; digit++) {
            // k base lines and a line holding an elimination must all still miss the digit.
            if (n - grid.placedCount(digit) < degree + 1) {
                continue;
            }
            for (boolean rowsAsBase : new boolean[] {true, false}) {
                FinnedFishSearch search =
                        new FinnedFishSearch(grid, digit, rowsAsBase, degree, FINNED[degree - 2], SASHIMI[degree - 2]);
                for (int box = 0; box < n; box++) {
                    if (!search.inBox(box, once)) {
                        return;
                    }
                }
            }
        }
    }
}
