package dev.sudoku.logic.chains;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Almost locked sets as tabling nodes: the sets in HoDoKu's order, and what "digit j is not in the set"
 * implies. The position fills every cell from a valid solution except those named.
 */
class TablingSetsTest {
    private static final String SOLUTION = "123456789" + "456789123" + "789123456" + "234567891" + "567891234"
            + "891234567" + "345678912" + "678912345" + "912345678";

    /** Row 1 has four empty cells: r1c1 {1,2}, r1c2 {2,3,7}, r1c3 {3,7}, r1c7 {1,7}; and r2c2 {2,3,5}. */
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

    @Test
    void sets_come_house_by_house_each_house_depth_first_in_reading_order_each_cell_set_once() {
        List<String> found = new ArrayList<>();
        for (TablingSets.AlmostSet set : new TablingSets(position()).sets()) {
            found.add(Arrays.toString(set.cells()));
        }
        // Row 1 first: r1c1 leads, then r1c2, then r1c3. Box 1 adds only the sets with r2c2; r1c123 was met
        // in row 1.
        assertThat(found)
                .containsExactly(
                        "[0, 1, 2]",
                        "[0, 1, 6]",
                        "[0, 2, 6]",
                        "[0, 6]",
                        "[1, 2]",
                        "[1, 2, 6]",
                        "[2, 6]",
                        "[0, 1, 2, 10]",
                        "[1, 2, 10]");
    }

    @Test
    void each_digit_knows_its_places_and_the_cells_outside_seeing_all_of_them() {
        TablingSets.AlmostSet set = new TablingSets(position()).sets().get(0);
        assertThat(set.places()[7]).containsExactly(1, 2);
        assertThat(seeing(set, 7)).containsExactly(6);
        assertThat(seeing(set, 2)).containsExactly(10);
        assertThat(seeing(set, 1)).containsExactly(6);
        assertThat(set.penalty()).as("four digits").isEqualTo(6);
    }

    @Test
    void a_place_seeing_a_digits_places_turns_it_off_in_the_set_which_then_clears_and_forces() {
        TablingGraph graph = new TablingGraph(position(), true, true);
        int ones = setNode(graph, 1, 0, 1, 2);
        assertThat(implications(graph, TablingGraph.on(graph.candidate(6, 1)))).contains(TablingGraph.off(ones));
        // Without 1 the set r1c123 holds 2, 3 and 7: r1c7 loses 7, r2c2 loses 2 and 3 and is left with 5.
        int off = TablingGraph.off(ones);
        List<Integer> implied = implications(graph, off);
        assertThat(implied)
                .contains(
                        TablingGraph.off(graph.candidate(6, 7)),
                        TablingGraph.off(graph.candidate(10, 2)),
                        TablingGraph.off(graph.candidate(10, 3)),
                        TablingGraph.on(graph.candidate(10, 5)));
        int penalty = 6;
        assertThat(graph.directDistance(off, implied.indexOf(TablingGraph.off(graph.candidate(6, 7)))))
                .isEqualTo(2 + penalty);
        assertThat(graph.directDistance(off, implied.indexOf(TablingGraph.on(graph.candidate(10, 5)))))
                .as("a forcing counts the link it leaves out")
                .isEqualTo(3 + penalty);
    }

    @Test
    void without_sets_no_node_is_a_set() {
        TablingGraph graph = new TablingGraph(position(), true);
        for (int node = 0; node < graph.nodeCount(); node++) {
            assertThat(graph.isSet(node)).isFalse();
        }
        assertThat(new TablingGraph(position(), true, true).nodeCount()).isGreaterThan(graph.nodeCount());
    }

    private static List<Integer> seeing(TablingSets.AlmostSet set, int digit) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            if (set.seen(digit, cell)) {
                cells.add(cell);
            }
        }
        return cells;
    }

    private static int setNode(TablingGraph graph, int digit, int... cells) {
        for (int node = 0; node < graph.nodeCount(); node++) {
            if (graph.isSet(node) && graph.digit(node) == digit && Arrays.equals(graph.cells(node), cells)) {
                return node;
            }
        }
        throw new AssertionError("no set node of " + digit + " in " + Arrays.toString(cells));
    }

    private static List<Integer> implications(TablingGraph graph, int literal) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < graph.directCount(literal); i++) {
            list.add(graph.direct(literal, i));
        }
        return list;
    }
}
