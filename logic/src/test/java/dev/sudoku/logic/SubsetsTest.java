package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import org.junit.jupiter.api.Test;

/** Constructed positions on an otherwise empty grid. */
class SubsetsTest {
    private static CandidateGrid nakedPairPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r4c1", 2, 8);
        Pencilmarks.keepOnly(grid, "r4c5", 2, 8);
        Pencilmarks.remove(grid, 2, "r4c2", "r4c4", "r4c6", "r4c7", "r4c8", "r4c9");
        Pencilmarks.remove(grid, 8, "r4c2", "r4c3", "r4c4", "r4c6", "r4c7", "r4c8");
        return grid;
    }

    @Test
    void two_cells_of_a_row_holding_the_same_two_digits_clear_them_from_the_row() {
        assertThat(all(new NakedSubsets(2), nakedPairPosition()))
                .extracting(Pencilmarks::text)
                .containsExactly("Naked Pair: 2,8 in r4c1,r4c5 => r4c3<>2, r4c9<>8");
    }

    @Test
    void naked_pair_with_nothing_left_to_clear_is_not_offered() {
        CandidateGrid grid = nakedPairPosition();
        Pencilmarks.remove(grid, 2, "r4c3");
        Pencilmarks.remove(grid, 8, "r4c9");
        assertThat(all(new NakedSubsets(2), grid)).isEmpty();
    }

    @Test
    void three_cells_of_a_column_sharing_three_digits_form_a_naked_triple() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r4c5", 2, 3);
        Pencilmarks.keepOnly(grid, "r8c5", 1, 3);
        Step step = all(new NakedSubsets(3), grid).get(0);
        assertThat(step.technique()).isEqualTo(TechniqueId.NAKED_TRIPLE);
        assertThat(step.eliminations()).hasSize(18);
        assertThat(((SubsetStep) step).digits()).containsExactly(1, 2, 3);
    }

    private static CandidateGrid hiddenPairPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 1, "r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9");
        Pencilmarks.remove(grid, 2, "r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9");
        return grid;
    }

    @Test
    void two_digits_of_a_row_fitting_only_in_two_cells_clear_the_other_digits_there() {
        Step step = all(new HiddenSubsets(2, false), hiddenPairPosition()).get(0);
        assertThat(step.technique()).isEqualTo(TechniqueId.HIDDEN_PAIR);
        assertThat(((SubsetStep) step).cells()).containsExactly(0, 4);
        assertThat(step.eliminations()).hasSize(14).allSatisfy(c -> assertThat(c.digit())
                .isGreaterThan(2));
    }

    @Test
    void hidden_pair_already_reduced_to_a_naked_pair_is_not_offered() {
        CandidateGrid grid = hiddenPairPosition();
        for (int d = 3; d <= 9; d++) {
            Pencilmarks.remove(grid, d, "r1c1", "r1c5");
        }
        assertThat(all(new HiddenSubsets(2, false), grid)).isEmpty();
    }

    @Test
    void direct_hidden_pair_places_the_digit_it_leaves_with_one_cell() {
        CandidateGrid grid = hiddenPairPosition();
        Pencilmarks.remove(grid, 3, "r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8");
        Step step = all(new HiddenSubsets(2, true), grid).get(0);
        assertThat(step.placements()).containsExactly(new Placement(Pencilmarks.cell("r1c9"), 3));
        assertThat(all(new HiddenSubsets(2, true), hiddenPairPosition())).isEmpty();
    }
}
