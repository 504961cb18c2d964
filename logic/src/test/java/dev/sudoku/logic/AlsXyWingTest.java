package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.als.AlmostLockedSets;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, ALS-XY-Wing: C linked to A by x and to B by y (x != y); a digit z of A and B leaves cells
 * seeing all its places in both. Constructed positions fill every other cell ({@link AlsPositions}).
 */
class AlsXyWingTest {
    @Test
    void a_two_cell_set_and_two_bivalue_cells_remove_z_from_the_cell_seeing_both_ends() {
        // C = r5c5 {12}; A = r1c5 {23} (x = 2, column 5); B = r5c12 {134} (y = 1, row 5); z = 3.
        CandidateGrid grid =
                AlsPositions.of(BoxShape.CLASSIC, "r5c5=1,2", "r5c1=1,3", "r5c2=1,4", "r1c5=2,3", "r1c1=3,6");
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XY-Wing: A = {r1c5} (2,3), B = {r5c1 r5c2} (1,3,4), C = {r5c5} (1,2);"
                        + " x = 2 (A-C), y = 1 (B-C); z = 3 => r1c1<>3");
    }

    @Test
    void two_links_on_the_same_single_digit_make_no_wing() {
        // HoDoKu docs: the two restricted commons must differ. Both links of C = r5c5 {12} are on 1.
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r5c5=1,2", "r5c1=1,3", "r1c5=1,3", "r1c1=3,6");
        assertThat(Pencilmarks.all(new AlmostLockedSets(), grid))
                .noneMatch(step -> step.technique() == TechniqueId.ALS_XY_WING);
    }

    @Test
    void als_xy_wing_on_a_12x12_grid() {
        CandidateGrid grid =
                AlsPositions.of(new BoxShape(3, 4), "r5c5=1,2", "r5c1=1,3", "r5c2=1,4", "r1c5=2,3", "r1c1=3,6");
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XY-Wing: A = {r1c5} (2,3), B = {r5c1 r5c2} (1,3,4), C = {r5c5} (1,2);"
                        + " x = 2 (A-C), y = 1 (B-C); z = 3 => r1c1<>3");
    }
}
