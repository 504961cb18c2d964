package dev.sudoku.logic.colouring;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * Simple Colouring (HoDoKu's "Simple Colors"): colour each cluster of one digit's conjugate pairs in two
 * opposite colours, then
 *
 * <ul>
 *   <li><b>colour wrap</b>: two cells of one colour share a house, so that colour is false: the digit
 *       leaves all its cells and goes into every cell of the other colour;
 *   <li><b>colour trap</b>: a candidate outside the cluster that sees both of its colours is false,
 *       whichever colour is true.
 * </ul>
 *
 * <p>Scan order as HoDoKu: digits ascending, clusters by lowest cell, the wrap before the trap of each
 * cluster. Cost per digit: O(N^2) to colour, plus O(houses of a colour * N) per cluster for the trap.
 */
public final class SimpleColouring implements Technique {
    private static final TechniqueId ID = TechniqueId.SIMPLE_COLOURING;

    @Override
    public List<TechniqueId> ids() {
        return List.of(ID);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        for (int digit = 1; digit <= grid.size(); digit++) {
            Clusters clusters = Clusters.of(grid, digit);
            for (int cluster = 0; cluster < clusters.count(); cluster++) {
                if (!scan(grid, digit, clusters, 2 * cluster, sink)) {
                    return;
                }
            }
        }
    }

    private static boolean scan(CandidateGrid grid, int digit, Clusters clusters, int a, StepSink sink) {
        int b = a + 1;
        int[] pair = {a, b};
        boolean wrapA = clusters.seesItself(a);
        boolean wrapB = clusters.seesItself(b);
        // A colour that wraps is false.
        if ((wrapA || wrapB) && !sink.offer(ColouringSteps.falseColour(ID, digit, clusters, pair, a, wrapA, wrapB))) {
            return false;
        }
        // A cell of the cluster that sees both colours is the wrap's business, not the trap's.
        List<Integer> trapped = new java.util.ArrayList<>(clusters.seeingBoth(grid, digit, a, b));
        trapped.removeAll(ColouringSteps.cellsOf(clusters, a, b));
        return trapped.isEmpty() || sink.offer(ColouringSteps.step(ID, digit, clusters, pair, trapped, List.of()));
    }
}
