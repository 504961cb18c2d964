package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.pair;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.wings.WWing;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, W-Wing: two cells with the same pair, joined by a strong link on one digit whose ends
 * see one cell each. Constructed on otherwise empty grids.
 */
class WWingTest {
    private static CandidateGrid wing() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 1, 9, "r2c2", "r8c8");
        only(grid, 9, "r5", "r5c2", "r5c8");
        return grid;
    }

    @Test
    void pair_cells_joined_by_a_strong_link_on_one_digit_lose_the_other_from_their_common_peers() {
        assertThat(texts(new WWing(), wing()))
                .containsExactly("W-Wing: (1)r2c2=(9)r2c2-(9)r5c2=(9)r5c8-(9)r8c8=(1)r8c8 => r2c8,r8c2<>1");
    }

    @Test
    void strong_link_whose_ends_see_only_one_of_the_cells_is_no_w_wing() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 1, 9, "r2c2", "r8c8");
        only(grid, 9, "r1", "r1c1", "r1c5");
        assertThat(Pencilmarks.all(new WWing(), grid)).isEmpty();
    }

    @Test
    void cells_with_different_pairs_are_no_w_wing() {
        CandidateGrid grid = wing();
        pair(grid, 1, 8, "r8c8");
        grid.eliminate(ChainFixtures.cell(grid, "r8c8"), 9);
        assertThat(Pencilmarks.all(new WWing(), grid)).isEmpty();
    }

    @Test
    void w_wing_on_a_6x6_grid() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        pair(grid, 1, 2, "r1c1", "r6c6");
        only(grid, 2, "r3", "r3c1", "r3c6");
        assertThat(texts(new WWing(), grid))
                .containsExactly("W-Wing: (1)r1c1=(2)r1c1-(2)r3c1=(2)r3c6-(2)r6c6=(1)r6c6 => r1c6,r6c1<>1");
    }
}
