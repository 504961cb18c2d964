package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RuleSetsTest {
    @Test
    void x_adds_the_two_diagonals_and_windoku_four_windows_inside_the_boxes() {
        RuleSet x = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        RuleSet windoku = RuleSets.of(EnumSet.of(Variant.WINDOKU), 9, Optional.empty());
        assertThat(x.houses()).hasSize(29);
        assertThat(windoku.houses()).hasSize(31);
        RuleHouse first = windoku.houses().get(27);
        assertThat(first.name()).isEqualTo("window 1");
        assertThat(first.cells()).containsExactly(10, 11, 12, 19, 20, 21, 28, 29, 30);
        RuleHouse last = windoku.houses().get(30);
        assertThat(windoku.name(last.cells()[8])).isEqualTo("r8c8");
        // r5c5, the centre, also sees the 12 diagonal cells outside its box.
        assertThat(x.peers(40)).hasSize(20 + 12);
    }

    @Test
    void every_house_of_every_variant_has_n_distinct_cells_and_peers_are_symmetric() {
        for (var variants : new EnumSet<?>[] {
            EnumSet.of(Variant.X), EnumSet.of(Variant.WINDOKU), EnumSet.of(Variant.X, Variant.WINDOKU)
        }) {
            @SuppressWarnings("unchecked")
            RuleSet rules = RuleSets.of((EnumSet<Variant>) variants, 9, Optional.empty());
            for (RuleHouse house : rules.houses()) {
                assertThat(house.cells()).doesNotHaveDuplicates().hasSize(9);
            }
            for (int cell = 0; cell < 81; cell++) {
                for (int peer : rules.peers(cell)) {
                    assertThat(rules.peers(peer)).contains(cell);
                }
            }
        }
    }
}
