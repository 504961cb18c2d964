package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.cell;
import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.remove;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.singledigit.EmptyRectangle;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, Empty Rectangle (standard pattern): the box's places lie in one row and one column, and a
 * conjugate pair outside the box sees one of them. Constructed on otherwise empty grids.
 */
class EmptyRectangleTest {
    /** Box 1 keeps 3 in row 2 and column 2 only; column 7 holds 3 only in r2 and r8. */
    private static CandidateGrid cross() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        remove(grid, 3, "r1c1", "r1c3", "r3c1", "r3c3");
        only(grid, 3, "c7", "r2c7", "r8c7");
        return grid;
    }

    @Test
    void box_confined_to_a_row_and_a_column_with_a_column_pair_eliminates_where_the_pair_crosses_the_box_column() {
        assertThat(texts(new EmptyRectangle(), cross()))
                .containsExactly("Empty Rectangle: (3)r8c7=(3)r2c7-(3)r2c123=(3)r13c2 => r8c2<>3");
    }

    @Test
    void empty_rectangle_marks_both_parts_of_the_box_as_strong_link_ends() {
        CandidateGrid grid = cross();
        Step step = Pencilmarks.all(new EmptyRectangle(), grid).get(0);
        assertThat(step.highlights())
                .filteredOn(h -> h.role() == Role.STRONG_LINK)
                .extracting(Highlight::cell)
                .contains(cell(grid, "r1c2"), cell(grid, "r3c2"), cell(grid, "r2c1"), cell(grid, "r2c7"));
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(grid, "r8c2"), 3));
    }

    @Test
    void box_confined_to_one_row_is_no_empty_rectangle() {
        // All places in one row: the box only points along it.
        CandidateGrid grid = cross();
        remove(grid, 3, "r1c2", "r3c2");
        assertThat(Pencilmarks.all(new EmptyRectangle(), grid)).isEmpty();
    }

    @Test
    void box_with_a_place_off_the_row_and_column_is_no_empty_rectangle() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        remove(grid, 3, "r1c3", "r3c1", "r3c3");
        only(grid, 3, "c7", "r2c7", "r8c7");
        assertThat(Pencilmarks.all(new EmptyRectangle(), grid)).isEmpty();
    }

    @Test
    void pair_whose_far_end_lies_in_the_box_band_eliminates_nothing() {
        // The crossing cell would be inside the box itself.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        remove(grid, 3, "r1c1", "r1c3", "r3c1", "r3c3");
        only(grid, 3, "c7", "r2c7", "r3c7");
        assertThat(Pencilmarks.all(new EmptyRectangle(), grid)).isEmpty();
    }

    @Test
    void empty_rectangle_in_a_two_by_three_box_of_a_6x6_grid() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        remove(grid, 5, "r2c1", "r2c3");
        only(grid, 5, "c5", "r1c5", "r4c5");
        assertThat(texts(new EmptyRectangle(), grid))
                .containsExactly("Empty Rectangle: (5)r4c5=(5)r1c5-(5)r1c123=(5)r2c2 => r4c2<>5");
    }
}
