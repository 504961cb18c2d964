package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.PeerOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a propagation reuses from the last one (its working grid, a probe's sets, its buffers) changes
 * nothing it finds: on random positions of every size, a probe and a fresh propagation of the same
 * assumption reach the same nodes in the same order with the same parents, whatever ran before them.
 */
class PropagationReuseTest {
    @ParameterizedTest(name = "{0}x{1} boxes, level {3}")
    @CsvSource({"2,2,0.6,0", "2,3,0.6,0", "3,3,0.5,0", "3,3,0.5,1", "3,3,0.4,2", "3,4,0.4,1", "4,4,0.3,0"})
    void a_probe_reaches_what_a_fresh_propagation_reaches(int rows, int cols, double density, int level) {
        SplittableRandom random = new SplittableRandom(rows * 131L + cols * 7L + level);
        BoxShape shape = new BoxShape(rows, cols);
        Links links = LinkTables.of(Geometry.of(shape));
        int compared = 0;
        for (int round = 0; round < 3; round++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, random);
            StallMemo.begin(grid);
            AdvancedRules rules = level == 0 ? null : AdvancedRules.forLevel(level, 0, links);
            Propagation reused = new Propagation(links, true, true, rules);
            Propagation fresh = new Propagation(links, true, true, rules);
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int digit = Long.numberOfTrailingZeros(rest) + 1;
                    for (boolean on : new boolean[] {true, false}) {
                        String where = (on ? "on " : "off ") + digit + " at cell " + cell;
                        List<String> expected = nodes(fresh.from(grid.copy(), Potential.assume(cell, digit, on)));
                        // A propagation of its own between two probes, as a search makes them.
                        reused.from(grid, Potential.assume(cell, digit, !on));
                        assertThat(nodes(reused.probe(grid, Potential.assume(cell, digit, on))))
                                .as(where)
                                .isEqualTo(expected);
                        Propagation.Result own = reused.from(grid, Potential.assume(cell, digit, on));
                        assertThat(nodes(own))
                                .as(where + ", fresh sets after a probe")
                                .isEqualTo(expected);
                        // Sets given back are emptied and serve the next propagation.
                        reused.release(own);
                        assertThat(nodes(reused.from(grid, Potential.assume(cell, digit, on))))
                                .as(where + ", released sets reused")
                                .isEqualTo(expected);
                        compared++;
                    }
                }
            }
        }
        assertThat(compared).isGreaterThan(20);
    }

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"2,2,0.6", "2,3,0.5", "3,3,0.5", "3,3,0.3", "3,4,0.4"})
    void an_inert_off_is_exactly_one_whose_propagation_holds_it_alone(int rows, int cols, double density) {
        SplittableRandom random = new SplittableRandom(rows * 17L + cols + (long) (density * 1000));
        BoxShape shape = new BoxShape(rows, cols);
        Links links = LinkTables.of(Geometry.of(shape));
        int inert = 0;
        int active = 0;
        for (int round = 0; round < 4; round++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, random);
            StallMemo.begin(grid);
            Propagation level0 = new Propagation(links, true, true, null);
            Propagation level1 = new Propagation(links, true, true, AdvancedRules.forLevel(1, 0, links));
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int digit = Long.numberOfTrailingZeros(rest) + 1;
                    Propagation.Result off = level0.probe(grid, Potential.assume(cell, digit, false));
                    boolean alone = !off.contradicts()
                            && off.toOn().size() == 0
                            && off.toOff().size() == 1;
                    assertThat(level0.inert(grid, cell, digit))
                            .as("off " + digit + " at cell " + cell)
                            .isEqualTo(alone);
                    assertThat(level1.inert(grid, cell, digit))
                            .as("with other rules, a stall may still add something")
                            .isFalse();
                    inert += alone ? 1 : 0;
                    active += alone ? 0 : 1;
                }
            }
        }
        assertThat(inert).as("inert offs").isPositive();
        assertThat(active).as("offs implying something").isPositive();
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"2,2", "2,3", "3,3", "3,4", "4,4", "5,5"})
    void the_peer_slots_give_the_peers_in_se_order(int rows, int cols) {
        Geometry geometry = Geometry.of(new BoxShape(rows, cols));
        Links links = LinkTables.of(geometry);
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            List<Integer> peers = new ArrayList<>();
            for (int type = 0; type < 3; type++) {
                int[] cells = geometry.cellsOf(links.housesOf(cell)[type]);
                for (long rest = links.peerSlotsOf(cell)[type]; rest != 0; rest &= rest - 1) {
                    peers.add(cells[Long.numberOfTrailingZeros(rest)]);
                }
            }
            assertThat(peers).as("cell " + cell).containsExactly(box(PeerOrder.of(geometry, cell)));
        }
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"2,2", "3,3"})
    void a_set_holds_one_state_and_empties_whole(int rows, int cols) {
        int size = rows * cols;
        PotentialSet offs = new PotentialSet(size * size, size, false);
        assertThatThrownBy(() -> offs.add(Potential.assume(0, 1, true))).isInstanceOf(IllegalArgumentException.class);
        for (int cell = 0; cell < size * size; cell += 3) {
            offs.add(Potential.assume(cell, 1 + cell % size, false));
        }
        assertThat(offs.get(3, 1 + 3 % size, true))
                .as("the other state is never held")
                .isNull();
        offs.clear();
        assertThat(offs.size()).isZero();
        for (int cell = 0; cell < size * size; cell++) {
            assertThat(offs.contains(cell, 1 + cell % size, false)).isFalse();
        }
        for (long word : offs.candidateBits()) {
            assertThat(word).isZero();
        }
    }

    /** Every node reached, in order, as its triple and its parents' triples; then the contradiction, if any. */
    private static List<String> nodes(Propagation.Result result) {
        List<String> nodes = new ArrayList<>();
        for (PotentialSet set : new PotentialSet[] {result.toOn(), result.toOff()}) {
            for (int i = 0; i < set.size(); i++) {
                nodes.add(triple(set.at(i)) + " <- " + parents(set.at(i)));
            }
        }
        if (result.contradicts()) {
            nodes.add("contradiction " + triple(result.contradictionOn()) + " / " + triple(result.contradictionOff()));
        }
        return nodes;
    }

    private static String parents(Potential p) {
        List<String> parents = new ArrayList<>();
        for (int i = 0; i < p.parentCount(); i++) {
            parents.add(triple(p.parent(i)));
        }
        return parents.toString();
    }

    private static String triple(Potential p) {
        return p.cell + ":" + p.digit + (p.on ? "+" : "-");
    }

    private static Integer[] box(int[] cells) {
        Integer[] boxed = new Integer[cells.length];
        for (int i = 0; i < cells.length; i++) {
            boxed[i] = cells[i];
        }
        return boxed;
    }
}
