package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.fish.BasicFish;
import org.junit.jupiter.api.Test;

/** Constructed positions on an otherwise empty grid. */
class FishTest {
    private static CandidateGrid xWingPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        for (String row : new String[] {"r2", "r7"}) {
            for (int c : new int[] {1, 2, 3, 5, 6, 7, 9}) {
                Pencilmarks.remove(grid, 3, row + "c" + c);
            }
        }
        for (int r : new int[] {1, 3, 4, 6, 8, 9}) {
            Pencilmarks.remove(grid, 3, "r" + r + "c4", "r" + r + "c8");
        }
        Pencilmarks.remove(grid, 3, "r5c8");
        return grid;
    }

    @Test
    void digit_in_two_rows_confined_to_two_columns_leaves_the_rest_of_those_columns() {
        assertThat(all(new BasicFish(2), xWingPosition()))
                .extracting(Pencilmarks::text)
                .containsExactly("X-Wing: 3 in r2,r7 / c4,c8 => r5c4<>3");
    }

    @Test
    void x_wing_with_nothing_left_to_eliminate_is_not_offered() {
        CandidateGrid grid = xWingPosition();
        Pencilmarks.remove(grid, 3, "r5c4");
        assertThat(all(new BasicFish(2), grid)).isEmpty();
    }

    @Test
    void digit_in_three_columns_confined_to_three_rows_is_a_swordfish() {
        CandidateGrid grid = Pencilmarks.empty();
        for (int c : new int[] {1, 5, 9}) {
            for (int r : new int[] {2, 3, 5, 6, 7, 9}) {
                Pencilmarks.remove(grid, 6, "r" + r + "c" + c);
            }
        }
        Pencilmarks.remove(grid, 6, "r1c1", "r4c5", "r8c9");
        Step step = all(new BasicFish(3), grid).get(0);
        assertThat(((FishStep) step).coverHouses()).containsExactly(0, 3, 7);
        assertThat(step.eliminations()).hasSize(18);
    }
}
