package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The almost locked sets' shared index: its links are exactly the pairs of sets with restricted commons, in
 * both directions, and a thread is served the index it made last only while the position is the same.
 */
class RuleAlsIndexTest {
    /** The README's X-Sudoku. */
    private static final String X_PUZZLE =
            "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    private static RuleGrid grid() {
        VariantEntry entry =
                new VariantReader(Set.of(Variant.X)).read(X_PUZZLE + "\n").get(0);
        return RuleGrid.fromPuzzle(((VariantEntry.Puzzle) entry).puzzle());
    }

    /** Every pair of sets linked exactly when it has restricted commons, with them, ascending, earlier first. */
    private static void assertLinksMatchThePairs(RuleAlsIndex index) {
        List<RuleAlsSet> sets = index.sets();
        int links = 0;
        for (int i = 0; i < sets.size(); i++) {
            List<Integer> expected = new ArrayList<>();
            List<Integer> commons = new ArrayList<>();
            int earlier = 0;
            for (int j = 0; j < sets.size(); j++) {
                int restricted = i == j ? 0 : RuleAlsSets.restricted(sets.get(i), sets.get(j));
                if (restricted != 0) {
                    expected.add(j);
                    commons.add(restricted);
                    earlier += j < i ? 1 : 0;
                }
            }
            assertThat(index.linked(i)).as("set %d", i).containsExactly(ints(expected));
            assertThat(index.commons(i)).as("set %d", i).containsExactly(ints(commons));
            assertThat(index.firstLater(i)).as("set %d", i).isEqualTo(earlier);
            links += expected.size();
        }
        assertThat(links).as("links in both directions").isPositive();
    }

    @Test
    void the_links_are_the_pairs_of_sets_with_restricted_commons_at_every_position_of_a_path() {
        RuleGrid grid = grid();
        RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
        for (int taken = 0; taken < 40; taken++) {
            assertLinksMatchThePairs(RuleAlsIndex.of(grid));
            Step step = solver.nextStep(grid).orElseThrow();
            assertThat(grid.apply(step)).isTrue();
        }
    }

    @Test
    void the_same_position_is_served_the_same_index_and_a_changed_one_a_new_one() {
        RuleGrid grid = grid();
        RuleAlsIndex first = RuleAlsIndex.of(grid);

        assertThat(RuleAlsIndex.of(grid)).isSameAs(first);
        assertThat(RuleAlsIndex.of(grid.copy())).isSameAs(first);

        Step step = new RuleLogicalSolver(RuleCatalogue.DEFAULT).nextStep(grid).orElseThrow();
        grid.apply(step);
        RuleAlsIndex next = RuleAlsIndex.of(grid);
        assertThat(next).isNotSameAs(first);
        assertThat(next.sets()).isNotEqualTo(first.sets());
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
