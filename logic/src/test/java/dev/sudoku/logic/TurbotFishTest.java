package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.singledigit.Skyscraper;
import dev.sudoku.logic.singledigit.TurbotFish;
import dev.sudoku.logic.singledigit.TwoStringKite;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, Turbot Fish: a strong-weak-strong chain of one digit; HoDoKu lets any link lie in a box.
 * Constructed on otherwise empty grids.
 */
class TurbotFishTest {
    private static CandidateGrid boxLink() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "b1", "r1c2", "r3c3");
        only(grid, 7, "c8", "r3c8", "r7c8");
        return grid;
    }

    @Test
    void chain_through_a_box_strong_link_eliminates_from_cells_seeing_both_ends() {
        assertThat(texts(new TurbotFish(), boxLink()))
                .containsExactly("Turbot Fish: (7)r7c8=(7)r3c8-(7)r3c3=(7)r1c2 => r7c2<>7");
    }

    @Test
    void turbot_fish_with_a_box_link_is_neither_skyscraper_nor_kite() {
        assertThat(Pencilmarks.all(new Skyscraper(), boxLink())).isEmpty();
        assertThat(Pencilmarks.all(new TwoStringKite(), boxLink())).isEmpty();
    }

    @Test
    void chain_whose_inner_ends_do_not_see_each_other_is_not_offered() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "b1", "r1c2", "r3c3");
        only(grid, 7, "c8", "r4c8", "r7c8");
        assertThat(Pencilmarks.all(new TurbotFish(), grid)).isEmpty();
    }

    @Test
    void turbot_fish_on_a_6x6_grid_with_a_box_link() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        only(grid, 3, "b1", "r1c1", "r2c3");
        only(grid, 3, "c5", "r2c5", "r6c5");
        assertThat(texts(new TurbotFish(), grid))
                .containsExactly("Turbot Fish: (3)r6c5=(3)r2c5-(3)r2c3=(3)r1c1 => r6c1<>3");
    }
}
