package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.als.AlsIndex;
import org.junit.jupiter.api.Test;

/** HoDoKu docs, "Almost Locked Sets": n cells of one house holding n + 1 digits, a bivalue cell included. */
class AlsIndexTest {
    @Test
    void a_set_lying_in_a_row_and_a_box_is_listed_once() {
        // r1c1 {12}, r1c2 {23}: two bivalue cells and the pair {123}, each found in row 1, column or box 1.
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2", "r1c2=2,3");
        assertThat(AlsIndex.of(grid).count()).isEqualTo(3);
    }

    @Test
    void sets_grow_to_one_cell_less_than_the_house() {
        // 4x4: row 1 empty, each cell holding all four digits. Any three cells are an ALS; all four are not.
        CandidateGrid grid =
                AlsPositions.of(new BoxShape(2, 2), "r1c1=1,2,3,4", "r1c2=1,2,3,4", "r1c3=1,2,3,4", "r1c4=1,2,3,4");
        assertThat(AlsIndex.of(grid).count()).isEqualTo(4);
    }

    @Test
    void cells_with_too_many_digits_make_no_set() {
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2,3", "r1c2=4,5,6");
        assertThat(AlsIndex.of(grid).count()).isZero();
    }
}
