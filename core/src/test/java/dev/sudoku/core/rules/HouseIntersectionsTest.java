package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class HouseIntersectionsTest {
    @Test
    void classic_houses_meet_where_a_box_crosses_a_line_three_cells_at_a_time() {
        RuleSet rules = RuleSets.of(EnumSet.noneOf(Variant.class), 9, Optional.empty());
        List<HouseIntersections.Pair> pairs = rules.intersections().pairs();
        // Each of the 9 boxes with its 3 rows and 3 columns.
        assertThat(pairs).hasSize(54);
        assertThat(pairs).allSatisfy(pair -> assertThat(pair.shared()).hasSize(3));
        assertEveryPairSplitsTwoHouses(rules);
    }

    @Test
    void samurai_grids_meet_in_their_shared_boxes_too() {
        RuleSet rules = RuleSets.of(EnumSet.of(Variant.SAMURAI), 9, Optional.empty());
        // Across grids, an outer grid's line and the centre grid's line through a shared box overlap in its 3
        // cells, neither of them a box.
        long acrossGrids = rules.intersections().pairs().stream()
                .filter(pair -> pair.shared().length == 3 && pair.firstOnly().length == 6 && !inOneBox(rules, pair))
                .count();
        // A shared box is one house, crossed by three rows and three columns of each of its two grids; and
        // each of those outer rows (columns) meets the centre grid's row (column) through the box.
        assertThat(rules.intersections().pairs()).hasSize(5 * 54 + 4 * 6);
        assertThat(acrossGrids).isEqualTo(4 * 6);
        assertEveryPairSplitsTwoHouses(rules);
    }

    @Test
    void x_sudoku_diagonals_meet_the_boxes_they_cross() {
        RuleSet classic = RuleSets.of(EnumSet.noneOf(Variant.class), 9, Optional.empty());
        RuleSet x = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        // Each diagonal crosses three boxes in three cells; the two share only r5c5.
        assertThat(x.intersections().pairs())
                .hasSize(classic.intersections().pairs().size() + 6);
        assertEveryPairSplitsTwoHouses(x);
    }

    /**
     * Every pair is two distinct houses of the rules: the shared cells and each one's own make up each house,
     * and the shared cells are at least two and fewer than a house.
     */
    private static void assertEveryPairSplitsTwoHouses(RuleSet rules) {
        Set<Set<Integer>> houses =
                rules.houses().stream().map(house -> cells(house.cells())).collect(Collectors.toSet());
        Set<Set<Set<Integer>>> seen = new HashSet<>();
        for (HouseIntersections.Pair pair : rules.intersections().pairs()) {
            Set<Integer> first = cells(IntStream.concat(Arrays.stream(pair.shared()), Arrays.stream(pair.firstOnly()))
                    .toArray());
            Set<Integer> second = cells(IntStream.concat(Arrays.stream(pair.shared()), Arrays.stream(pair.secondOnly()))
                    .toArray());
            assertThat(houses).contains(first, second);
            assertThat(first).isNotEqualTo(second);
            assertThat(pair.shared().length).isBetween(2, rules.digits() - 1);
            assertThat(seen.add(Set.of(first, second))).as("each pair once").isTrue();
        }
    }

    private static boolean inOneBox(RuleSet rules, HouseIntersections.Pair pair) {
        return rules.houses().stream()
                .filter(house -> house.name().contains("box"))
                .anyMatch(house -> cells(house.cells()).containsAll(cells(pair.shared()))
                        && (cells(house.cells()).containsAll(cells(pair.firstOnly()))
                                || cells(house.cells()).containsAll(cells(pair.secondOnly()))));
    }

    private static Set<Integer> cells(int[] cells) {
        return Arrays.stream(cells).boxed().collect(Collectors.toSet());
    }
}
