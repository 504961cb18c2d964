package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** SE's difficulty of single steps (SE rating spec §3.11, §3.12 and §6). */
class StepDifficultyTest {
    private static final Catalogue SE = Catalogue.se();

    private static BugStep bug(TechniqueId id, int subsetDigits) {
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= subsetDigits; d++) {
            digits.add(d);
        }
        int house = id == TechniqueId.BUG_TYPE_3 ? 0 : -1;
        return new BugStep(id, List.of(new Candidate(0, 9)), house, List.of(), digits, List.of(), List.of(), List.of());
    }

    private static UniquenessStep loop(TechniqueId id, int cells, Optional<UniquenessStep.Subset> subset) {
        List<Integer> loop = new ArrayList<>();
        for (int i = 0; i < cells; i++) {
            loop.add(i);
        }
        return new UniquenessStep(id, List.of(1, 2), loop, List.of(0), subset, List.of(), List.of(), List.of());
    }

    @Test
    void fixed_kinds_cost_their_catalogue_rating() {
        assertThat(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_1, 0), SE)).isEqualTo(5.6);
        assertThat(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_2, 0), SE)).isEqualTo(5.7);
        assertThat(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_4, 0), SE)).isEqualTo(5.7);
    }

    @Test
    void bug_type_three_adds_a_tenth_per_naked_set_digit_beyond_one() {
        // SE rating spec §3.12: 5.7 + (m - 1) * 0.1, from 5.8 for a pair to 6.2 for a sextuple.
        assertThat(Rating.format(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_3, 2), SE)))
                .isEqualTo("5.8");
        assertThat(Rating.format(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_3, 4), SE)))
                .isEqualTo("6.0");
        assertThat(Rating.format(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_3, 6), SE)))
                .isEqualTo("6.2");
        // SE's own double: the product is added to 5.7, giving 6.1000000000000005 for a quintuple (5.6 + 5 *
        // 0.1 would give 6.1), and 5.9 for a triple (5.8 + 0.1 would give 5.8999999999999995).
        assertThat(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_3, 5), SE)).isEqualTo(6.1000000000000005);
        assertThat(StepDifficulty.of(bug(TechniqueId.BUG_TYPE_3, 3), SE)).isEqualTo(5.9);
    }

    @Test
    void unique_loops_cost_by_length_not_by_the_catalogue_minimum() {
        // SE rating spec §3.11: a loop of ten cells is 5.0, though the catalogue lists loops at 4.6.
        assertThat(StepDifficulty.of(loop(TechniqueId.UNIQUE_LOOP_TYPE_1, 10, Optional.empty()), SE))
                .isEqualTo(4.5 + 0.3 + 0.2);
        assertThat(StepDifficulty.of(loop(TechniqueId.UNIQUE_RECTANGLE_TYPE_4, 4, Optional.empty()), SE))
                .isEqualTo(4.5);
    }

    @Test
    void a_unique_rectangle_type_three_adds_its_set_bonus() {
        // SE rating spec §6: a naked triple gives 4.5 + 2 * 0.1.
        UniquenessStep.Subset triple = new UniquenessStep.Subset(false, 0, List.of(3, 4, 5), List.of(40, 41));
        assertThat(Rating.format(
                        StepDifficulty.of(loop(TechniqueId.UNIQUE_RECTANGLE_TYPE_3, 4, Optional.of(triple)), SE)))
                .isEqualTo("4.7");
    }

    @Test
    void kinds_rated_per_step_ignore_a_repriced_catalogue_entry_but_fixed_kinds_follow_it() {
        Catalogue players = Catalogue.players();
        assertThat(StepDifficulty.of(loop(TechniqueId.HIDDEN_RECTANGLE, 4, Optional.empty()), players))
                .isEqualTo(players.rating(TechniqueId.HIDDEN_RECTANGLE));
        assertThat(StepDifficulty.of(loop(TechniqueId.UNIQUE_LOOP_TYPE_2, 8, Optional.empty()), players))
                .isEqualTo(4.5 + 0.2);
    }

    @Test
    void a_fixed_kind_missing_from_the_catalogue_is_an_error() {
        assertThatThrownBy(() -> StepDifficulty.of(loop(TechniqueId.HIDDEN_RECTANGLE, 4, Optional.empty()), SE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
