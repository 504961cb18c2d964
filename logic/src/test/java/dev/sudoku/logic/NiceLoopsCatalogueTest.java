package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.StepDifficulty;
import java.util.List;
import org.junit.jupiter.api.Test;

class NiceLoopsCatalogueTest {
    private static final List<TechniqueId> LOOPS = List.of(
            TechniqueId.CONTINUOUS_NICE_LOOP,
            TechniqueId.AIC,
            TechniqueId.DISCONTINUOUS_NICE_LOOP,
            TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP,
            TechniqueId.GROUPED_AIC,
            TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP);

    @Test
    void players_meet_the_loops_after_the_xy_chain_plain_before_grouped_and_before_uniqueness() {
        List<TechniqueId> order =
                Catalogue.players().entries().stream().map(CatalogueEntry::id).toList();
        assertThat(order).containsSubsequence(LOOPS);
        assertThat(order.indexOf(TechniqueId.CONTINUOUS_NICE_LOOP)).isEqualTo(order.indexOf(TechniqueId.XY_CHAIN) + 1);
        assertThat(order.indexOf(TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP))
                .isLessThan(order.indexOf(TechniqueId.UNIQUE_RECTANGLE_TYPE_1));
    }

    @Test
    void loops_are_rated_as_se_rates_a_chain_over_several_digits() {
        // SE's bidirectional cycle and forcing chain over several digits both start at 7.0 (rating spec §5).
        for (TechniqueId id : LOOPS) {
            assertThat(Catalogue.players().rating(id)).as(id.name()).isEqualTo(7.0);
        }
    }

    @Test
    void a_step_adds_se_length_bonus_to_the_base_rating() {
        // The 5-link AIC of NiceLoopsTest's 6x6 case: 8 ancestors in SE, one bonus step (like a W-Wing).
        CandidateGrid grid = ChainFixtures.empty(new dev.sudoku.core.BoxShape(2, 3));
        ChainFixtures.only(grid, 1, "r1", "r1c1", "r1c4");
        ChainFixtures.only(grid, 5, "c4", "r1c4", "r4c4");
        ChainFixtures.pair(grid, 1, 5, "r4c2");
        Step aic = NiceLoopsTest.steps(TechniqueId.AIC, grid).get(0);
        assertThat(((ChainStep) aic).links()).hasSize(5);
        assertThat(StepDifficulty.of(aic, Catalogue.players())).isEqualTo(7.1);
    }

    @Test
    void loops_are_not_part_of_sudoku_explainer_order() {
        for (TechniqueId id : LOOPS) {
            assertThat(Catalogue.se().entry(id)).isEmpty();
        }
    }
}
