package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A node remembers what walking back from it found ({@link Potential#ancestry}), so a node offered in several
 * hints is walked once. The remembered counts must give what a fresh walk gives: every complexity and count
 * of nodes whose counts other hints filled, in a shuffled order, bounded or not, equals the one of a copy of
 * the same ancestry made of new objects that remember nothing. Checked on nested propagations (level 2,
 * whose nodes rest on nested Forcing Chains and Cycles, which a remembered count must still lead to).
 */
class AncestryMemoTest {
    @Test
    void remembered_counts_give_what_a_fresh_walk_gives() {
        SplittableRandom random = new SplittableRandom(20261201L);
        BoxShape shape = new BoxShape(3, 3);
        int size = shape.size();
        Links links = LinkTables.of(Geometry.of(shape));
        int checked = 0;
        int remembered = 0;
        int onNested = 0;
        for (int round = 0; round < 4; round++) {
            CandidateGrid grid = RandomPositions.grid(shape, 0.35, random);
            StallMemo.begin(grid);
            Propagation propagation = new Propagation(links, true, true, AdvancedRules.forLevel(2, 0, links));
            List<Potential> nodes = new ArrayList<>();
            for (int cell = 0; cell < grid.cellCount(); cell += 3) {
                long mask = grid.candidates(cell);
                if (Long.bitCount(mask) < 2) {
                    continue;
                }
                int digit = Long.numberOfTrailingZeros(mask) + 1;
                for (boolean on : new boolean[] {true, false}) {
                    Propagation.Result result = propagation.from(grid, Potential.assume(cell, digit, on));
                    for (PotentialSet set : List.of(result.toOn(), result.toOff())) {
                        for (int i = 0; i < set.size(); i++) {
                            nodes.add(set.at(i));
                        }
                    }
                }
            }
            Collections.shuffle(nodes, new Random(round));
            for (int i = 0; i + 2 < nodes.size(); i += 2) {
                List<Potential> targets = List.of(nodes.get(i), nodes.get(i + 1), nodes.get(i + 2));
                remembered +=
                        (int) targets.stream().filter(p -> p.ancestry != 0).count();
                List<Potential> fresh = copies(targets);
                int expected = Ancestry.complexity(fresh, size);
                assertThat(Ancestry.complexity(targets, size)).isEqualTo(expected);
                int bound = expected - 1 - i % 3;
                assertThat(Ancestry.complexity(targets, size, least -> least <= bound))
                        .as("bounded below the complexity")
                        .isEqualTo(-1);
                assertThat(Ancestry.complexity(targets, size, least -> least <= expected))
                        .isEqualTo(expected);
                assertThat(Ancestry.count(targets.get(0), size)).isEqualTo(Ancestry.count(fresh.get(0), size));
                if ((targets.get(0).ancestry & 1) != 0) {
                    onNested++;
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(200);
        assertThat(remembered).as("targets whose count another hint had filled").isGreaterThan(100);
        assertThat(onNested).as("targets resting on a nested chain").isPositive();
    }

    /** The targets' ancestries copied into new objects, shared parents still shared, nested chains the same. */
    private static List<Potential> copies(List<Potential> targets) {
        Map<Potential, Potential> copies = new IdentityHashMap<>();
        List<Potential> result = new ArrayList<>();
        for (Potential target : targets) {
            result.add(copy(target, copies));
        }
        return result;
    }

    private static Potential copy(Potential node, Map<Potential, Potential> copies) {
        Potential known = copies.get(node);
        if (known != null) {
            return known;
        }
        int parents = node.parentCount();
        Potential first = parents == 0 ? null : copy(node.parent(0), copies);
        Potential[] others = new Potential[Math.max(0, parents - 1)];
        for (int i = 1; i < parents; i++) {
            others[i - 1] = copy(node.parent(i), copies);
        }
        Potential copy = new Potential(node.cell, node.digit, node.on, node.cause, first, others, node.nested);
        copies.put(node, copy);
        return copy;
    }
}
