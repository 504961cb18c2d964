package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudoku.core.BoxShape;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class GeometryTest {
    @Test
    void box_lines_of_a_six_by_six_grid_fall_every_two_rows_and_every_three_columns() {
        GridGeometry geometry = new GridGeometry(new Rect(0, 0, 120, 120), new BoxShape(2, 3));
        assertThat(IntStream.rangeClosed(0, 6).filter(geometry::thickHorizontal))
                .containsExactly(0, 2, 4, 6);
        assertThat(IntStream.rangeClosed(0, 6).filter(geometry::thickVertical)).containsExactly(0, 3, 6);
        assertThat(geometry.cell()).isEqualTo(20f);
        // Row 0 is at the top: PDF space grows upwards.
        assertThat(geometry.centre(0, 0)).containsExactly(10f, 110f);
        assertThat(geometry.centre(5, 5)).containsExactly(110f, 10f);
    }

    @Test
    void a_twelve_by_twelve_grid_on_three_by_four_boxes_has_thick_lines_every_three_rows_and_four_columns() {
        GridGeometry geometry = new GridGeometry(new Rect(10, 10, 240, 240), new BoxShape(3, 4));
        assertThat(IntStream.rangeClosed(0, 12).filter(geometry::thickHorizontal))
                .containsExactly(0, 3, 6, 9, 12);
        assertThat(IntStream.rangeClosed(0, 12).filter(geometry::thickVertical)).containsExactly(0, 4, 8, 12);
        assertThat(geometry.lineX(12)).isCloseTo(250f, within(1e-3f));
        assertThat(geometry.lineY(12)).isCloseTo(10f, within(1e-3f));
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void slots_are_square_inside_the_margins_and_never_overlap(Paper paper) {
        for (PageLayout layout : new PageLayout[] {PageLayout.puzzles(paper), PageLayout.solutions(paper)}) {
            for (int i = 0; i < layout.perPage(); i++) {
                PageLayout.Slot slot = layout.slot(i);
                Rect grid = slot.grid();
                assertThat(grid.width()).isEqualTo(grid.height()).isGreaterThan(100f);
                assertThat(grid.x()).isGreaterThanOrEqualTo(PageLayout.MARGIN);
                assertThat(grid.right()).isLessThanOrEqualTo(paper.width() - PageLayout.MARGIN);
                assertThat(grid.y()).isGreaterThan(layout.footerBaseline());
                assertThat(slot.label().top()).isLessThan(layout.headerBaseline());
                assertThat(slot.label().y()).isEqualTo(grid.top());
                for (int j = 0; j < i; j++) {
                    Rect other = layout.slot(j).grid();
                    boolean apart = other.right() <= grid.x()
                            || grid.right() <= other.x()
                            || other.top() + PageLayout.LABEL <= grid.y()
                            || grid.top() + PageLayout.LABEL <= other.y();
                    assertThat(apart).as("slots %d and %d on %s", i, j, paper).isTrue();
                }
            }
        }
    }

    @Test
    void puzzle_grids_are_bigger_than_solution_grids() {
        assertThat(PageLayout.puzzles(Paper.A4).slot(0).grid().width())
                .isGreaterThan(PageLayout.solutions(Paper.A4).slot(0).grid().width() * 1.2f);
    }

    @ParameterizedTest(name = "{0} cells across")
    @ValueSource(ints = {4, 6, 8, 9, 12, 16, 21, 25})
    void every_puzzle_cell_stays_writable_with_as_many_grids_a_page_as_allow_it(int side) {
        for (Paper paper : Paper.values()) {
            PageLayout puzzles = PageLayout.puzzles(paper, side);
            float cell = puzzles.slot(0).grid().width() / side;
            assertThat(cell).as(paper + " " + side).isGreaterThanOrEqualTo(PageLayout.WRITABLE_CELL);
            assertThat(PageLayout.solutions(paper, side).slot(0).grid().width() / side)
                    .isGreaterThanOrEqualTo(PageLayout.READABLE_CELL);
        }
        assertThat(PageLayout.puzzles(Paper.A4, 9).perPage()).isEqualTo(6);
        assertThat(PageLayout.solutions(Paper.A4, 9).perPage()).isEqualTo(12);
        assertThat(PageLayout.puzzles(Paper.A4, 16).perPage()).isLessThanOrEqualTo(2);
        assertThat(PageLayout.puzzles(Paper.A4, 25).perPage()).isEqualTo(1);
        assertThat(PageLayout.puzzles(Paper.A4, 21).perPage()).isEqualTo(1);
    }
}
