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

/** The pattern of HoDoKu docs' 2-String Kite (standard pattern), built on otherwise empty grids. */
class TwoStringKiteTest {
    private static CandidateGrid kite() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 5, "r2", "r2c2", "r2c7");
        only(grid, 5, "c1", "r3c1", "r8c1");
        return grid;
    }

    @Test
    void row_and_column_links_joined_in_a_box_eliminate_where_their_far_ends_cross() {
        assertThat(texts(new TwoStringKite(), kite()))
                .containsExactly("2-String Kite: (5)r2c7=(5)r2c2-(5)r3c1=(5)r8c1 => r8c7<>5");
    }

    @Test
    void kite_is_reported_by_no_other_short_chain() {
        assertThat(Pencilmarks.all(new Skyscraper(), kite())).isEmpty();
        assertThat(Pencilmarks.all(new TurbotFish(), kite())).isEmpty();
    }

    @Test
    void row_and_column_links_sharing_a_cell_are_no_kite() {
        // HoDoKu's kite search rejects links whose box ends are the same cell.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 5, "r2", "r2c1", "r2c7");
        only(grid, 5, "c1", "r2c1", "r8c1");
        assertThat(Pencilmarks.all(new TwoStringKite(), grid)).isEmpty();
    }

    @Test
    void kite_on_a_6x6_grid_meets_in_a_two_by_three_box() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        only(grid, 4, "r1", "r1c2", "r1c5");
        only(grid, 4, "c1", "r2c1", "r5c1");
        assertThat(texts(new TwoStringKite(), grid))
                .containsExactly("2-String Kite: (4)r1c5=(4)r1c2-(4)r2c1=(4)r5c1 => r5c5<>4");
    }
}
