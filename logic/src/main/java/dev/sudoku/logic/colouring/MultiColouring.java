package dev.sudoku.logic.colouring;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.TreeSet;

/**
 * Multi-Colouring (HoDoKu's "Multi-Colors"): two clusters of one digit's conjugate pairs, A (colours a1,
 * a2) and B (b1, b2), linked where a colour of one sees a colour of the other.
 *
 * <ul>
 *   <li><b>Type 1</b>: a1 sees b1, so a1 and b1 are not both true: a2 or b2 is. A candidate seeing both
 *       a2 and b2 is false.
 *   <li><b>Type 2</b>: a1 sees both b1 and b2 (perhaps from different cells); one of those is true, so a1
 *       is false: the digit leaves the cells of a1 and goes into those of a2.
 * </ul>
 *
 * <p>Scan order as HoDoKu: digits ascending, ordered cluster pairs (A, B), type 2 before type 1. Type 1 is
 * symmetric in A and B, so it is only tried for A before B. Cost per digit: a few bitset tests for each pair of
 * clusters sharing a house, plus O(houses of a colour * N) for each such pair.
 */
public final class MultiColouring implements Technique {
    private static final TechniqueId ID = TechniqueId.MULTI_COLOURING;

    @Override
    public List<TechniqueId> ids() {
        return List.of(ID);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        for (int digit = 1; digit <= grid.size(); digit++) {
            Clusters clusters = Clusters.of(grid, digit);
            for (int i = 0; i < clusters.count(); i++) {
                for (int j : clusters.neighbours(i)) {
                    if (!scan(grid, digit, clusters, 2 * i, 2 * j, sink)) {
                        return;
                    }
                }
            }
        }
    }

    private static boolean scan(CandidateGrid grid, int digit, Clusters clusters, int a, int b, StepSink sink) {
        int[] colours = {a, a + 1, b, b + 1};
        boolean falseA1 = clusters.touches(a, b) && clusters.touches(a, b + 1);
        boolean falseA2 = clusters.touches(a + 1, b) && clusters.touches(a + 1, b + 1);
        if ((falseA1 || falseA2)
                && !sink.offer(ColouringSteps.falseColour(ID, digit, clusters, colours, a, falseA1, falseA2))) {
            return false;
        }
        if (a > b) {
            return true;
        }
        TreeSet<Integer> trapped = new TreeSet<>();
        for (int x = a; x < a + 2; x++) {
            for (int y = b; y < b + 2; y++) {
                if (clusters.touches(x, y)) {
                    // x and y are not both true, so the opposite of x or the opposite of y is.
                    trapped.addAll(clusters.seeingBoth(grid, digit, x ^ 1, y ^ 1));
                }
            }
        }
        return trapped.isEmpty()
                || sink.offer(ColouringSteps.step(ID, digit, clusters, colours, List.copyOf(trapped), List.of()));
    }
}
