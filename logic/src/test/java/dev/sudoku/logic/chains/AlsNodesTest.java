package dev.sudoku.logic.chains;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Almost locked sets as chain nodes: the strong link between two digits of a set, and what a continuous
 * loop through it proves. The position fills every cell from a valid solution except those named.
 */
class AlsNodesTest {
    private static final String SOLUTION = "123456789" + "456789123" + "789123456" + "234567891" + "567891234"
            + "891234567" + "345678912" + "678912345" + "912345678";

    /**
     * Row 1 has four empty cells: the set r1c123 {1,2,3,7} and r1c7 {1,7}; r2c2 {2,3,5} sees the set's 2s
     * and 3s.
     */
    private static CandidateGrid position() {
        int[] values = SOLUTION.chars().map(c -> c - '0').toArray();
        long[] candidates = new long[81];
        empty(values, candidates, 0, 1, 2);
        empty(values, candidates, 1, 2, 3, 7);
        empty(values, candidates, 2, 3, 7);
        empty(values, candidates, 6, 1, 7);
        empty(values, candidates, 10, 2, 3, 5);
        return CandidateGrid.fromPosition(Grid.of(BoxShape.CLASSIC, values), candidates);
    }

    private static void empty(int[] values, long[] candidates, int cell, int... digits) {
        values[cell] = 0;
        for (int digit : digits) {
            candidates[cell] |= Masks.bit(digit);
        }
    }

    /** The node of a digit's places in exactly these cells. */
    private static int node(ChainGraph graph, int digit, int... cells) {
        for (int node = 0; node < graph.nodeCount(); node++) {
            if (graph.digit[node] == digit && java.util.Arrays.equals(graph.cells[node], cells)) {
                return node;
            }
        }
        throw new AssertionError("no node of " + digit + " in " + java.util.Arrays.toString(cells));
    }

    @Test
    void two_digits_of_a_set_are_strongly_linked_through_it() {
        ChainGraph graph = new ChainGraph(position(), true, true);
        int one = graph.candidate(0, 1);
        int sevens = node(graph, 7, 1, 2);
        assertThat(graph.strong[one]).contains(sevens);
        AlmostLockedSet set = graph.linkSet(one, sevens);
        assertThat(set).isNotNull();
        assertThat(set.cells()).containsExactly(0, 1, 2);
        // Without sets as nodes there is no such link: r1c2 holds three digits.
        ChainGraph plain = new ChainGraph(position(), true);
        assertThat(plain.strong[plain.candidate(0, 1)]).doesNotContain(sevens);
    }

    @Test
    void a_continuous_loop_through_a_set_removes_its_other_digits_from_cells_seeing_their_places() {
        ChainGraph graph = new ChainGraph(position(), true, true);
        // (1)r1c1 = set = (7)r1c23 - (7)r1c7 = (1)r1c7 - back to (1)r1c1 along row 1. The set holds exactly one
        // of 1 and 7, so 2 and 3 are locked in it; no weak link of the loop sees r2c2.
        int[] path = {graph.candidate(0, 1), node(graph, 7, 1, 2), graph.candidate(6, 7), graph.candidate(6, 1)};
        assertThat(new ChainEnds(graph).loop(path)).containsExactly(new Candidate(10, 2), new Candidate(10, 3));
    }

    @Test
    void a_loop_without_a_set_link_locks_nothing() {
        ChainGraph graph = new ChainGraph(position(), true);
        int[] path = {graph.candidate(0, 1), node(graph, 7, 1, 2), graph.candidate(6, 7), graph.candidate(6, 1)};
        assertThat(new ChainEnds(graph).loop(path)).isEqualTo(List.of());
    }
}
