package dev.sudoku.logic.wings;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ChainSteps;
import dev.sudoku.logic.singledigit.ConjugatePairs;
import dev.sudoku.logic.singledigit.ConjugatePairs.Pair;
import java.util.ArrayList;
import java.util.List;

/**
 * W-Wing: two cells with the same two candidates x and y, and a strong link on y (a house with exactly
 * two places for y) whose one end sees the first cell and whose other end sees the second. If neither
 * cell were x, both would be y, leaving y nowhere in the link's house; so one of them is x, and every cell
 * seeing both loses x. As a chain: {@code (x)A=(y)A-(y)P=(y)Q-(y)B=(x)B}.
 *
 * <p>Scan order: bivalue cells by index, partner cells after them, the smaller digit as x first; the
 * first strong link found (rows, columns, boxes) is reported. Cost: O(V^2) pairs of bivalue cells, each
 * with eliminations paying O(N) plus a pass over the links of y (computed once per digit and call).
 */
public final class WWing implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.W_WING);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Geometry g = grid.geometry();
        List<Integer> bivalue = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Masks.count(grid.candidates(cell)) == 2) {
                bivalue.add(cell);
            }
        }
        List<List<Pair>> links = new ArrayList<>(grid.size() + 1);
        for (int digit = 0; digit <= grid.size(); digit++) {
            links.add(null);
        }
        for (int i = 0; i < bivalue.size(); i++) {
            int a = bivalue.get(i);
            long mask = grid.candidates(a);
            for (int j = i + 1; j < bivalue.size(); j++) {
                int b = bivalue.get(j);
                if (grid.candidates(b) != mask) {
                    continue;
                }
                int low = Masks.firstDigit(mask);
                int high = Masks.firstDigit(mask & (mask - 1));
                for (int x : new int[] {low, high}) {
                    int y = x == low ? high : low;
                    List<Integer> targets = ChainSteps.seeingBoth(grid, x, a, b);
                    if (targets.isEmpty()) {
                        continue;
                    }
                    if (links.get(y) == null) {
                        links.set(y, ConjugatePairs.of(grid, y));
                    }
                    ChainStep step = wing(g, links.get(y), a, b, x, y, targets);
                    if (step != null && !sink.offer(step)) {
                        return;
                    }
                }
            }
        }
    }

    /** The first link of y joining the two cells, as a step; null when there is none. */
    private static ChainStep wing(Geometry g, List<Pair> links, int a, int b, int x, int y, List<Integer> targets) {
        for (Pair link : links) {
            if (link.contains(a) || link.contains(b)) {
                continue;
            }
            for (int p : new int[] {link.first(), link.second()}) {
                int q = link.other(p);
                if (ChainSteps.sees(g, p, a) && ChainSteps.sees(g, q, b)) {
                    return ChainSteps.step(
                            TechniqueId.W_WING,
                            List.of(
                                    ChainSteps.strong(a, x, a, y),
                                    ChainSteps.weak(a, y, p, y),
                                    ChainSteps.strong(p, y, q, y),
                                    ChainSteps.weak(q, y, b, y),
                                    ChainSteps.strong(b, y, b, x)),
                            ChainSteps.of(x, targets));
                }
            }
        }
        return null;
    }
}
