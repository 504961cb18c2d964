package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.uniqueness.HiddenRectangle;
import org.junit.jupiter.api.Test;

/** Hidden Rectangles as HoDoKu defines them; published grids from HoDoKu's technique pages. */
class HiddenRectangleTest {
    private final HiddenRectangle technique = new HiddenRectangle();

    @Test
    void digit_confined_to_the_rectangle_in_both_lines_of_the_far_corner_removes_the_other_digit() {
        // HoDoKu docs, Hidden Rectangle example 1 (hr01): 5/9 in r7c57,r9c57 => r9c5<>9.
        CandidateGrid grid = PencilmarkGrid.of(
                ".9...21.....73..2.52......81.3.47.......6..3.8.......57.68.4...9..........1.....4",
                "3 9 4 6 8 2 1 5 7",
                "6 1 8 7 3 5 4 2 9",
                "5 2 7 4 19 19 3 6 8",
                "1 5 3 29 4 7 289 89 6",
                "4 7 29 5 6 8 29 3 1",
                "8 6 29 1239 129 139 7 4 5",
                "7 3 6 8 159 4 59 19 2",
                "9 4 5 12 127 16 68 178 3",
                "2 8 1 39 579 369 569 79 4");
        assertThat(all(technique, grid))
                .extracting(Pencilmarks::text)
                .contains("Hidden Rectangle: 5,9 in r7c5,r7c7,r9c7,r9c5 => r9c5<>9");
    }

    @Test
    void two_bivalue_corners_on_a_diagonal_each_serve_as_the_corner() {
        // HoDoKu docs, Hidden Rectangle example 2 (hr02): 4/5 in r2c29,r3c29 => r2c9<>5.
        CandidateGrid grid = PencilmarkGrid.of(
                "....5.2..3..7.....7...9..1.9..1..746............5....9.29...4...6...4....8...23.1",
                "68 9 168 4 5 136 2 378 37",
                "3 145 2 7 8 16 56 9 45",
                "7 45 468 2 9 36 568 1 345",
                "9 3 5 1 2 8 7 4 6",
                "28 7 148 6 34 9 158 238 235",
                "268 14 1468 5 34 7 18 238 9",
                "1 2 9 3 7 5 4 6 8",
                "5 6 3 8 1 4 9 27 27",
                "4 8 7 9 6 2 3 5 1");
        assertThat(all(technique, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Hidden Rectangle: 4,5 in r2c2,r2c9,r3c9,r3c2 => r2c9<>5");
    }

    /** r1c1 = {1,2}, the other corners {1,2,3}; 1 confined to the rectangle in row 2 and column 5. */
    private static CandidateGrid constructed(BoxShape shape) {
        CandidateGrid grid = PencilmarkGrid.empty(shape);
        int n = grid.size();
        PencilmarkGrid.keepOnly(grid, 1, 1, 1, 2);
        PencilmarkGrid.keepOnly(grid, 1, 5, 1, 2, 3);
        PencilmarkGrid.keepOnly(grid, 2, 1, 1, 2, 3);
        PencilmarkGrid.keepOnly(grid, 2, 5, 1, 2, 3);
        for (int i = 1; i <= n; i++) {
            if (i != 1 && i != 5) {
                grid.eliminate(n + i - 1, 1);
            }
            if (i != 1 && i != 2) {
                grid.eliminate((i - 1) * n + 4, 1);
            }
        }
        return grid;
    }

    @Test
    void hidden_rectangle_on_a_12x12_grid() {
        // HoDoKu docs' definition on a 12x12 grid (boxes of 3x4): r1c1,r1c5,r2c1,r2c5 span b1 and b2.
        assertThat(all(technique, constructed(new BoxShape(3, 4))))
                .extracting(s -> new StepText(12).describe(s))
                .containsExactly("Hidden Rectangle: 1,2 in r1c1,r1c5,r2c5,r2c1 => r2c5<>2");
    }

    @Test
    void digit_with_another_place_in_the_far_row_gives_nothing() {
        // HoDoKu docs' definition: the strong link in row 2 is broken by 1 in r2c9.
        CandidateGrid grid = constructed(BoxShape.CLASSIC);
        assertThat(all(technique, grid)).hasSize(1);
        CandidateGrid broken = constructed(BoxShape.CLASSIC);
        broken = CandidateGrid.fromPosition(broken.toGrid(), withCandidate(broken, Pencilmarks.cell("r2c9"), 1));
        assertThat(all(technique, broken)).isEmpty();
    }

    @Test
    void two_bivalue_corners_in_one_row_are_left_to_the_unique_rectangle_types() {
        // HoDoKu docs: with two bivalue corners they must be diagonal, else it is a type 2, 4 or 5 rectangle.
        CandidateGrid grid = constructed(BoxShape.CLASSIC);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        assertThat(all(technique, grid)).isEmpty();
    }

    private static long[] withCandidate(CandidateGrid grid, int cell, int digit) {
        long[] masks = grid.candidateMasks();
        masks[cell] |= Masks.bit(digit);
        return masks;
    }
}
