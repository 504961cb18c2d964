package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.StepDifficulty;
import dev.sudoku.logic.uniqueness.UniqueLoops;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu's Unique Rectangle types 5 and 6, in the players' rectangles ({@link UniqueLoops#hodoku}).
 * Published positions come from HoDoKu's technique pages (the pencilmark grid of each example, loaded over
 * its original puzzle); constructed ones follow HoDoKu's definitions.
 */
class UniqueRectangleTypesFiveSixTest {
    private final UniqueLoops players = UniqueLoops.hodoku(true);

    @Test
    void digit_confined_to_the_rectangle_in_both_rows_leaves_the_diagonal_extra_cells() {
        // HoDoKu docs, Unique Rectangle Type 6 example (u601): 2/5 in r4c34,r5c34 => r4c3,r5c4<>5.
        CandidateGrid grid = PencilmarkGrid.of(
                "541.............45...9....3......891.........6..397.....7..........536..3.4.26..7",
                "5 4 1 26 3 28 7 68 9",
                "89 39 36 16 7 18 2 4 5",
                "78 27 26 9 4 5 1 68 3",
                "47 237 235 25 6 24 8 9 1",
                "49 29 25 125 8 124 3 7 6",
                "6 1 8 3 9 7 4 5 2",
                "2 6 7 4 1 9 5 3 8",
                "1 8 9 7 5 3 6 2 4",
                "3 5 4 8 2 6 9 1 7");
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 6: 2,5 in r4c4,r5c4,r5c3,r4c3 => r4c3,r5c4<>5");
    }

    @Test
    void second_published_type_six_removes_the_digit_from_both_extra_cells() {
        // HoDoKu docs, Unique Rectangle Type 6 example (u602): 2/7 in r8c34,r9c34 => r8c4,r9c3<>7.
        CandidateGrid grid = PencilmarkGrid.of(
                ".395....85.......2....2.4...419.5...9...7..3......857...8..67...........19.......",
                "2 3 9 5 4 7 6 1 8",
                "5 7 4 8 6 1 3 9 2",
                "8 1 6 3 2 9 4 5 7",
                "7 4 1 9 3 5 28 28 6",
                "9 8 5 6 7 2 1 3 4",
                "36 26 23 4 1 8 5 7 9",
                "34 25 8 12 9 6 7 24 135",
                "46 256 27 127 58 3 9 248 15",
                "1 9 237 27 58 4 28 6 35");
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .contains("Unique Rectangle Type 6: 2,7 in r8c3,r9c3,r9c4,r8c4 => r8c4,r9c3<>7");
    }

    /** Floor r1c5, r2c1 = {1,2} on a diagonal; r1c1 = {1,2,3}, r2c5 = {1,2,4}. */
    private static CandidateGrid diagonalRoof() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2, 4);
        return grid;
    }

    /** Leaves {@code digit} in rows 1 and 2 only at the rectangle's corners. */
    private static void confineToRows(CandidateGrid grid, int digit) {
        for (int c = 2; c <= 9; c++) {
            if (c != 5) {
                Pencilmarks.remove(grid, digit, "r1c" + c, "r2c" + c);
            }
        }
    }

    @Test
    void rows_alone_are_enough_for_type_six_though_hodoku_asks_the_columns_too() {
        // 1 lies in rows 1 and 2 only in the corners, while columns 1 and 5 keep other 1s: if r1c1 were 1,
        // r2c5 would be too (r2c1 sees r1c1), and the floor would be left 2,2, the deadly pattern.
        CandidateGrid grid = diagonalRoof();
        confineToRows(grid, 1);
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 6: 1,2 in r1c5,r2c5,r2c1,r1c1 => r1c1,r2c5<>1");
    }

    @Test
    void columns_alone_are_enough_as_well() {
        CandidateGrid grid = diagonalRoof();
        for (int r = 3; r <= 9; r++) {
            Pencilmarks.remove(grid, 2, "r" + r + "c1", "r" + r + "c5");
        }
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 6: 1,2 in r1c5,r2c5,r2c1,r1c1 => r1c1,r2c5<>2");
    }

    @Test
    void a_digit_with_one_more_place_in_a_row_gives_no_type_six() {
        CandidateGrid grid = diagonalRoof();
        confineToRows(grid, 1);
        grid = CandidateGrid.fromPosition(grid.toGrid(), withCandidate(grid, Pencilmarks.cell("r2c9"), 1));
        assertThat(all(players, grid)).isEmpty();
    }

    @Test
    void sudoku_explainers_rectangles_have_no_type_six() {
        CandidateGrid grid = diagonalRoof();
        confineToRows(grid, 1);
        assertThat(all(new UniqueLoops(), grid)).isEmpty();
    }

    @Test
    void one_extra_digit_on_a_diagonal_is_type_five_for_players_and_type_two_for_sudoku_explainer() {
        // HoDoKu's definition: the extra digit 3 in r1c1 and r2c5 is in one of them, so r1c4,r1c6 (row 1 and
        // box 2) and r2c2,r2c3 (box 1 and row 2) lose it. SE finds the same step and calls it type 2.
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2, 3);
        String removed = " => r1c4,r1c6,r2c2,r2c3<>3";
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 5: 1,2 in r1c5,r2c5,r2c1,r1c1" + removed);
        assertThat(all(new UniqueLoops(), grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 2: 1,2 in r1c5,r2c5,r2c1,r1c1" + removed);
    }

    @Test
    void one_extra_digit_in_three_corners_is_type_five() {
        // Only r2c4 and r2c6 see r1c5 (box 2), r2c5 and r2c1 (row 2). SE's loop search misses this one on
        // an otherwise empty grid (the extra digits of the cells it tried pile up); HoDoKu's scan finds it.
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2, 3);
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 5: 1,2 in r1c1,r1c5,r2c5,r2c1 => r2c4,r2c6<>3");
        assertThat(all(new UniqueLoops(), grid)).isEmpty();
    }

    @Test
    void one_extra_digit_in_two_corners_of_a_row_stays_type_two() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2, 3);
        assertThat(all(players, grid))
                .extracting(Step::technique)
                .contains(TechniqueId.UNIQUE_RECTANGLE_TYPE_2)
                .doesNotContain(TechniqueId.UNIQUE_RECTANGLE_TYPE_5);
    }

    @Test
    void players_take_types_five_and_six_after_type_four_and_before_the_hidden_rectangle_at_4_5() {
        Catalogue players = Catalogue.players();
        List<TechniqueId> order =
                players.entries().stream().map(CatalogueEntry::id).toList();
        int four = order.indexOf(TechniqueId.UNIQUE_RECTANGLE_TYPE_4);
        assertThat(order.subList(four, four + 4))
                .containsExactly(
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_5,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_6,
                        TechniqueId.HIDDEN_RECTANGLE);
        assertThat(players.rating(TechniqueId.UNIQUE_RECTANGLE_TYPE_5)).isEqualTo(4.5);
        assertThat(players.rating(TechniqueId.UNIQUE_RECTANGLE_TYPE_6)).isEqualTo(4.5);
        assertThat(Catalogue.se().entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_5)).isEmpty();
        assertThat(Catalogue.se().entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_6)).isEmpty();
        // Four cells and no set: the rating does not grow with the step, as SE's rectangles and loops do.
        assertThat(StepDifficulty.growsWithStep(TechniqueId.UNIQUE_RECTANGLE_TYPE_5))
                .isFalse();
        assertThat(StepDifficulty.growsWithStep(TechniqueId.UNIQUE_RECTANGLE_TYPE_6))
                .isFalse();
        assertThat(StepDifficulty.growsWithStep(TechniqueId.UNIQUE_RECTANGLE_TYPE_4))
                .isTrue();
    }

    private static long[] withCandidate(CandidateGrid grid, int cell, int digit) {
        long[] masks = grid.candidateMasks();
        masks[cell] |= Masks.bit(digit);
        return masks;
    }
}
