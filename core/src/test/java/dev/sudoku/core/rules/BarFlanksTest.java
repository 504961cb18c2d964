package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BarFlanksTest {
    /**
     * A 4x4 grid (boxes 2x2) whose bars join r1c1-r1c2, r1c2-r1c3 (the row's two sides of r1c2), r1c1-r2c1
     * (with r1c1-r1c2: two sides meeting in the top left box) and r3c4-r4c4 alone.
     */
    @Test
    void a_cell_is_flanked_by_each_two_of_its_barred_neighbours_that_see_each_other() {
        String codes = "br.." + "...." + "...d" + "....";
        RuleSet rules = RuleSets.of(Set.of(), 4, Optional.empty()).withPartialBars(new BarMap(4, codes));

        assertThat(triples(rules.barFlanks())).containsExactlyInAnyOrder(List.of(0, 4, 1), List.of(1, 0, 2));
    }

    @Test
    void a_grid_without_bars_has_no_flanked_cell() {
        assertThat(RuleSets.of(Set.of(Variant.X), 9, Optional.empty()).barFlanks())
                .isEmpty();
    }

    /**
     * On every bar of random solutions (killer cages and X diagonals among the peers): a flanked cell never
     * holds the lowest or highest digit, its neighbours differ by 2, and every cell with two barred
     * neighbours that must differ is listed.
     */
    @Test
    void what_the_flanks_claim_holds_in_every_solution_and_no_flanked_cell_is_missed() {
        Random random = new Random(20261205L);
        int flanked = 0;
        for (int sample = 0; sample < 60; sample++) {
            int size = sample % 3 == 0 ? 4 : sample % 3 == 1 ? 6 : 9;
            Set<Variant> variants = sample % 2 == 0 ? EnumSet.noneOf(Variant.class) : EnumSet.of(Variant.KILLER);
            if (size == 9 && sample % 4 == 1) {
                variants.add(Variant.X);
            }
            RuleSet drawn = RandomVariants.rules(variants, size, random);
            int[] solution = RandomVariants.solution(drawn, random);
            if (solution == null) {
                continue;
            }
            RuleSet rules = RandomVariants.constrained(drawn, variants, solution, random)
                    .withPartialBars(BarMap.of(solution, size));
            List<List<Integer>> listed = triples(rules.barFlanks());
            for (List<Integer> triple : listed) {
                assertThat(solution[triple.get(0)]).as("flanked %s", triple).isBetween(2, size - 1);
                assertThat(Math.abs(solution[triple.get(1)] - solution[triple.get(2)]))
                        .as("flanks %s", triple)
                        .isEqualTo(2);
            }
            for (int cell = 0; cell < solution.length; cell++) {
                int[] sides = rules.barredNeighbours(cell);
                for (int i = 0; i < sides.length; i++) {
                    for (int j = i + 1; j < sides.length; j++) {
                        int other = sides[j];
                        boolean differ = Arrays.stream(rules.peers(sides[i])).anyMatch(peer -> peer == other);
                        assertThat(listed.contains(List.of(cell, sides[i], sides[j])))
                                .as("cell %d between %d and %d", cell, sides[i], sides[j])
                                .isEqualTo(differ);
                        flanked += differ ? 1 : 0;
                    }
                }
            }
        }
        assertThat(flanked).as("the sample holds flanked cells").isGreaterThan(100);
    }

    private static List<List<Integer>> triples(int[] flat) {
        List<List<Integer>> triples = new ArrayList<>();
        for (int i = 0; i < flat.length; i += 3) {
            triples.add(List.of(flat[i], flat[i + 1], flat[i + 2]));
        }
        return triples;
    }
}
