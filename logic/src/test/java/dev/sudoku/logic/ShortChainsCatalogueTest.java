package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShortChainsCatalogueTest {
    private static final List<TechniqueId> SHORT_CHAINS = List.of(
            TechniqueId.SKYSCRAPER,
            TechniqueId.TWO_STRING_KITE,
            TechniqueId.TURBOT_FISH,
            TechniqueId.EMPTY_RECTANGLE,
            TechniqueId.W_WING,
            TechniqueId.REMOTE_PAIRS);

    @Test
    void players_learn_the_short_chains_after_the_basic_fish_in_a_fixed_order() {
        List<TechniqueId> order =
                Catalogue.players().entries().stream().map(CatalogueEntry::id).toList();
        assertThat(order).containsSubsequence(SHORT_CHAINS);
        assertThat(order.indexOf(TechniqueId.SKYSCRAPER)).isGreaterThan(order.indexOf(TechniqueId.JELLYFISH));
    }

    @Test
    void short_chains_are_rated_as_se_chaining_rates_the_same_deduction() {
        // SE rating spec §5.6/§6: Forcing X-Chain of 6 ancestors 6.6; XY forcing chains 7.0 + length bonus.
        Catalogue players = Catalogue.players();
        assertThat(players.rating(TechniqueId.SKYSCRAPER)).isEqualTo(6.6);
        assertThat(players.rating(TechniqueId.TWO_STRING_KITE)).isEqualTo(6.6);
        assertThat(players.rating(TechniqueId.TURBOT_FISH)).isEqualTo(6.6);
        assertThat(players.rating(TechniqueId.EMPTY_RECTANGLE)).isEqualTo(6.6);
        assertThat(players.rating(TechniqueId.W_WING)).isEqualTo(7.1);
        assertThat(players.rating(TechniqueId.REMOTE_PAIRS)).isEqualTo(7.2);
    }

    @Test
    void short_chains_are_not_part_of_sudoku_explainer_order() {
        for (TechniqueId id : SHORT_CHAINS) {
            assertThat(Catalogue.se().entry(id)).isEmpty();
        }
    }
}
