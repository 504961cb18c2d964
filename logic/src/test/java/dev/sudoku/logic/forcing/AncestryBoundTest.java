package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A complexity counted against a bound is the complexity itself when the bound keeps it, and -1 when it
 * does not: every part counted on the way is a lower bound of the whole, nested chains included. Checked on
 * the nodes of nested propagations (level 2, whose nodes rest on nested Forcing Chains and Cycles) over
 * random positions, alone and in pairs as a contradiction's two sides are counted.
 */
class AncestryBoundTest {
    @Test
    void a_bounded_count_is_the_count_or_minus_one_exactly_when_the_count_exceeds_the_bound() {
        SplittableRandom random = new SplittableRandom(20261126L);
        BoxShape shape = new BoxShape(3, 3);
        Links links = LinkTables.of(Geometry.of(shape));
        int checked = 0;
        int nested = 0;
        for (int round = 0; round < 4; round++) {
            CandidateGrid grid = RandomPositions.grid(shape, 0.35, random);
            StallMemo.begin(grid);
            Propagation propagation = new Propagation(links, true, true, AdvancedRules.forLevel(2, 0, links));
            for (int cell = 0; cell < grid.cellCount(); cell += 4) {
                long mask = grid.candidates(cell);
                if (mask == 0) {
                    continue;
                }
                int digit = Long.numberOfTrailingZeros(mask) + 1;
                Propagation.Result result = propagation.from(grid, Potential.assume(cell, digit, false));
                PotentialSet offs = result.toOff();
                for (int i = 0; i < offs.size(); i++) {
                    Potential node = offs.at(i);
                    List<Potential> alone = List.of(node);
                    List<Potential> pair = List.of(node, offs.at(i / 2));
                    for (List<Potential> targets : List.of(alone, pair)) {
                        int full = Ancestry.complexity(targets, shape.size());
                        for (int bound : new int[] {0, full / 2, full - 1, full, full + 3}) {
                            int bounded = Ancestry.complexity(targets, shape.size(), least -> least <= bound);
                            assertThat(bounded)
                                    .as("bound " + bound + " of " + full)
                                    .isEqualTo(full <= bound ? full : -1);
                        }
                        checked++;
                    }
                    if (node.nested != null) {
                        nested++;
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(nested).as("nodes resting on a nested chain").isPositive();
    }
}
