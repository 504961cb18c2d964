package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.logic.uniqueness.UniquenessDifficulty;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** SE's difficulty of uniqueness steps (SE_RATING_SPEC §3.11 and §6), to the bit. */
class UniquenessDifficultyTest {
    private static UniquenessStep step(TechniqueId id, int loopCells, Optional<UniquenessStep.Subset> subset) {
        List<Integer> loop = new ArrayList<>();
        for (int i = 0; i < loopCells; i++) {
            loop.add(i);
        }
        return new UniquenessStep(id, List.of(1, 2), loop, List.of(0), subset, List.of(), List.of(), List.of());
    }

    private static double rate(TechniqueId id, int loopCells) {
        return UniquenessDifficulty.seDifficulty(step(id, loopCells, Optional.empty()));
    }

    private static double rateSet(int loopCells, boolean hidden, int digits, int cells) {
        List<Integer> digitList = new ArrayList<>();
        List<Integer> cellList = new ArrayList<>();
        for (int i = 0; i < digits; i++) {
            digitList.add(i + 1);
        }
        for (int i = 0; i < cells; i++) {
            cellList.add(40 + i);
        }
        UniquenessStep.Subset subset = new UniquenessStep.Subset(hidden, 0, digitList, cellList);
        TechniqueId id = loopCells == 4 ? TechniqueId.UNIQUE_RECTANGLE_TYPE_3 : TechniqueId.UNIQUE_LOOP_TYPE_3;
        return UniquenessDifficulty.seDifficulty(step(id, loopCells, Optional.of(subset)));
    }

    @Test
    void loop_base_grows_with_the_number_of_cells() {
        // SE_RATING_SPEC §3.11: 4 cells 4.5, 6 cells 4.6, 8 cells 4.7, 10 or more 5.0.
        assertThat(rate(TechniqueId.UNIQUE_RECTANGLE_TYPE_1, 4)).isEqualTo(4.5);
        assertThat(rate(TechniqueId.UNIQUE_RECTANGLE_TYPE_4, 4)).isEqualTo(4.5);
        assertThat(rate(TechniqueId.UNIQUE_LOOP_TYPE_1, 6)).isEqualTo(4.5 + 0.1);
        assertThat(rate(TechniqueId.UNIQUE_LOOP_TYPE_2, 8)).isEqualTo(4.5 + 0.2);
        assertThat(rate(TechniqueId.UNIQUE_LOOP_TYPE_4, 10)).isEqualTo(4.5 + 0.3 + 0.2);
        assertThat(rate(TechniqueId.UNIQUE_LOOP_TYPE_1, 14)).isEqualTo(5.0);
    }

    @Test
    void type_three_adds_a_tenth_per_set_digit_beyond_one_for_naked_sets() {
        // SE_RATING_SPEC §6: UR/UL type 3 with a naked set of d digits = loop base + (d-1)*0.1.
        assertThat(rateSet(4, false, 2, 1)).isEqualTo(4.6);
        assertThat(rateSet(4, false, 3, 2)).isEqualTo(4.5 + 2 * 0.1);
        assertThat(rateSet(6, false, 4, 3)).isEqualTo(4.6 + 3 * 0.1);
    }

    @Test
    void hidden_sets_count_their_cells_besides_the_two_extra_cells() {
        // SE_RATING_SPEC §6: hidden set with k cells outside c1 and c2 = loop base + (k-1)*0.1.
        assertThat(rateSet(4, true, 2, 1)).isEqualTo(4.5);
        assertThat(rateSet(4, true, 3, 2)).isEqualTo(4.6);
        assertThat(rateSet(8, true, 4, 3)).isEqualTo(4.7 + 2 * 0.1);
    }

    @Test
    void a_naked_triple_on_a_rectangle_ties_an_eight_cell_loop_in_doubles() {
        // SE_RATING_SPEC §1.3 and §3.11: ties are broken by type, so the doubles must tie exactly.
        assertThat(rateSet(4, false, 3, 2)).isEqualTo(rate(TechniqueId.UNIQUE_LOOP_TYPE_1, 8));
    }

    @Test
    void hidden_and_avoidable_rectangles_rate_as_the_unique_rectangles_they_resemble() {
        assertThat(rate(TechniqueId.HIDDEN_RECTANGLE, 4)).isEqualTo(rate(TechniqueId.UNIQUE_RECTANGLE_TYPE_4, 4));
        assertThat(rate(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1, 4))
                .isEqualTo(rate(TechniqueId.UNIQUE_RECTANGLE_TYPE_1, 4));
        assertThat(rate(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2, 4))
                .isEqualTo(rate(TechniqueId.UNIQUE_RECTANGLE_TYPE_2, 4));
    }

    @Test
    void other_step_kinds_are_refused() {
        assertThatThrownBy(() -> rate(TechniqueId.X_WING, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
