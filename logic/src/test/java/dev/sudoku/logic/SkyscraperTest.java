package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.remove;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.singledigit.Skyscraper;
import dev.sudoku.logic.singledigit.TurbotFish;
import dev.sudoku.logic.singledigit.TwoStringKite;
import org.junit.jupiter.api.Test;

/** Constructed positions reproducing the published patterns on otherwise empty grids. */
class SkyscraperTest {
    /** HoDoKu docs, Skyscraper example 1 (left): 1 in c6 only at r1/r5, in c9 only at r3/r5. */
    private static CandidateGrid hodokuExample1() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "c6", "r1c6", "r5c6");
        only(grid, 1, "c9", "r3c9", "r5c9");
        return grid;
    }

    @Test
    void skyscraper_on_two_columns_eliminates_from_cells_seeing_both_tops() {
        assertThat(texts(new Skyscraper(), hodokuExample1()))
                .containsExactly("Skyscraper: (1)r1c6=(1)r5c6-(1)r5c9=(1)r3c9 => r1c7,r1c8,r3c4,r3c5<>1");
    }

    @Test
    void skyscraper_on_two_rows_eliminates_from_cells_seeing_both_tops() {
        // HoDoKu docs, Skyscraper example 2 (right): "Skyscraper on 4 in r2c5,r8c4 (connected by r28c1)
        // => r1c4<>4"; the other cells that see both tops have no 4 in that example.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 4, "r2", "r2c1", "r2c5");
        only(grid, 4, "r8", "r8c1", "r8c4");
        remove(grid, 4, "r3c4", "r7c5", "r9c5");
        assertThat(texts(new Skyscraper(), grid))
                .containsExactly("Skyscraper: (4)r2c5=(4)r2c1-(4)r8c1=(4)r8c4 => r1c4<>4");
    }

    @Test
    void skyscraper_is_reported_by_no_other_short_chain() {
        assertThat(Pencilmarks.all(new TwoStringKite(), hodokuExample1())).isEmpty();
        assertThat(Pencilmarks.all(new TurbotFish(), hodokuExample1())).isEmpty();
    }

    @Test
    void skyscraper_whose_tops_see_no_common_cell_is_not_offered() {
        // HoDoKu docs: "the two top cells have to be in the same band or nothing can be eliminated".
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "c1", "r1c1", "r5c1");
        only(grid, 1, "c9", "r5c9", "r9c9");
        assertThat(Pencilmarks.all(new Skyscraper(), grid)).isEmpty();
    }

    @Test
    void aligned_tops_make_an_x_wing_which_is_no_skyscraper() {
        // HoDoKu's Skyscraper search skips "free ends" in one line: that pattern is an X-Wing.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 3, "r2", "r2c4", "r2c8");
        only(grid, 3, "r7", "r7c4", "r7c8");
        assertThat(Pencilmarks.all(new Skyscraper(), grid)).isEmpty();
        assertThat(Pencilmarks.all(new TurbotFish(), grid)).isEmpty();
    }

    @Test
    void skyscraper_on_a_6x6_grid_uses_the_two_row_boxes() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        only(grid, 2, "c1", "r1c1", "r5c1");
        only(grid, 2, "c4", "r2c4", "r5c4");
        assertThat(texts(new Skyscraper(), grid))
                .containsExactly("Skyscraper: (2)r1c1=(2)r5c1-(2)r5c4=(2)r2c4 => r1c5,r1c6,r2c2,r2c3<>2");
    }

    @Test
    void skyscraper_step_highlights_its_four_cells_as_links_and_the_removals() {
        Step step = Pencilmarks.all(new Skyscraper(), hodokuExample1()).get(0);
        assertThat(step.highlights())
                .filteredOn(h -> h.role() == Role.STRONG_LINK)
                .extracting(h -> Pencilmarks.name(h.cell()))
                .containsExactly("r1c6", "r5c6", "r5c9", "r3c9");
        assertThat(step.highlights())
                .filteredOn(h -> h.role() == Role.ELIMINATED)
                .hasSize(4);
    }
}
