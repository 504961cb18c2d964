package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.intersections.LockedCandidates;
import dev.sudoku.logic.uniqueness.AvoidableRectangles;
import java.util.List;
import org.junit.jupiter.api.Test;

class HintTextTest {
    private final HintText hints = new HintText(Geometry.of(BoxShape.CLASSIC));

    private static Step pointing() {
        // 4 in box 1 only in row 3 (r3c1, r3c2): pointing clears 4 from the rest of row 3.
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 4, "r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c3");
        return Pencilmarks.all(new LockedCandidates(false), grid).get(0);
    }

    @Test
    void level_one_names_the_technique_and_the_house_to_look_in() {
        assertThat(hints.describe(pointing(), 1)).isEqualTo("Technique: Pointing. Look in b1.");
    }

    @Test
    void level_two_adds_the_digit_and_the_cells_of_the_pattern() {
        assertThat(hints.describe(pointing(), 2)).isEqualTo("Pointing: look at 4 in r3c1,r3c2.");
    }

    @Test
    void level_three_is_the_whole_step() {
        Step step = pointing();
        assertThat(hints.describe(step, 3)).isEqualTo(new StepText(9).describe(step));
    }

    @Test
    void an_avoidable_rectangle_is_looked_at_in_its_two_digits_though_three_corners_are_filled() {
        // 1, 2 and 1 placed while solving in r1c1, r1c2 and r4c2 (none given); r4c1 holds 2 and 5.
        CandidateGrid grid = Pencilmarks.empty();
        grid.place(0, 1);
        grid.place(1, 2);
        grid.place(28, 1);
        for (int digit = 3; digit <= 9; digit++) {
            if (digit != 5) {
                grid.eliminate(27, digit);
            }
        }
        Step step = Pencilmarks.all(new AvoidableRectangles(), grid).get(0);

        assertThat(step.technique()).isEqualTo(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1);
        assertThat(hints.describe(step, 2))
                .isEqualTo("Avoidable Rectangle Type 1: look at 1,2,5 in r1c1,r1c2,r4c1,r4c2.");
    }

    @Test
    void a_fish_is_looked_for_in_its_base_lines() {
        CandidateGrid grid = Pencilmarks.empty();
        for (String row : List.of("r2", "r7")) {
            for (int c : new int[] {1, 2, 3, 5, 6, 7, 9}) {
                Pencilmarks.remove(grid, 3, row + "c" + c);
            }
        }
        Step step = Pencilmarks.all(new BasicFish(2), grid).get(0);
        assertThat(hints.describe(step, 1)).isEqualTo("Technique: X-Wing. Look in r2,r7.");
    }

    @Test
    void only_three_levels_exist() {
        assertThatThrownBy(() -> hints.describe(pointing(), 4)).hasMessageContaining("1, 2 and 3");
    }
}
