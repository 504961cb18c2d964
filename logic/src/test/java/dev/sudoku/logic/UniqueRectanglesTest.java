package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.uniqueness.UniqueLoops;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Unique rectangles as SE finds them. Published positions come from HoDoKu's technique pages (the
 * pencilmark grid of each example, loaded over its original puzzle); constructed ones follow
 * SE_RATING_SPEC §3.11.
 */
class UniqueRectanglesTest {
    private final UniqueLoops loops = new UniqueLoops();

    @Test
    void rectangle_with_one_extra_cell_removes_both_pattern_digits_from_it() {
        // HoDoKu docs, Unique Rectangle Type 1 example (u101): 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9.
        CandidateGrid grid = PencilmarkGrid.of(
                ".....896.1..7......675..3..21...78....489...37....4..5.219....4................26",
                "5 34 2 134 134 8 9 6 7",
                "1 389 89 7 36 69 4 5 2",
                "49 6 7 5 24 29 3 8 1",
                "2 1 3 6 5 7 8 4 9",
                "6 5 4 8 9 1 2 7 3",
                "7 89 89 23 23 4 6 1 5",
                "8 2 1 9 67 56 57 3 4",
                "3 47 6 124 1247 25 157 9 8",
                "49 479 5 14 8 3 17 2 6");
        assertThat(all(loops, grid))
                .extracting(Pencilmarks::text)
                .contains("Unique Rectangle Type 1: 8,9 in r2c3,r2c2,r6c2,r6c3 => r2c2<>8, r2c2<>9");
    }

    @Test
    void rectangle_whose_two_extra_cells_share_one_digit_removes_it_from_cells_seeing_both() {
        // HoDoKu docs, Unique Rectangle Type 2 example (u202): 6/9 in r6c56,r8c56, extra 7.
        CandidateGrid grid = PencilmarkGrid.of(
                ".79.....6..5..14..6.............8.2..98.1.....1.2...54.......6885.4..2.3..6......",
                "14 7 9 38 23458 235 135 18 6",
                "3 28 5 6 2789 1 4 789 29",
                "6 248 12 3789 2345789 23579 13579 1789 1259",
                "5 6 4 379 379 8 19 2 19",
                "2 9 8 5 1 4 6 3 7",
                "7 1 3 2 69 69 8 5 4",
                "149 234 127 1379 23579 23579 1579 6 8",
                "8 5 17 4 679 679 2 179 3",
                "19 23 6 13789 235789 23579 1579 4 159");
        assertThat(all(loops, grid))
                .extracting(Pencilmarks::text)
                .contains("Unique Rectangle Type 2: 6,9 in r6c5,r6c6,r8c6,r8c5"
                        + " => r7c4,r7c5,r7c6,r8c3,r8c8,r9c4,r9c5,r9c6<>7");
    }

    @Test
    void rectangle_digit_locked_in_the_extra_cells_house_removes_the_other_digit_and_comes_first() {
        // HoDoKu docs, Unique Rectangle Type 4 example (u402): 2/8 in r89c3,r89c8 => r8c8,r9c8<>2.
        // The same rectangle is also a type 3 (naked pair 3,9 with r9c7), which SE rates 4.6 and sorts after.
        CandidateGrid grid = PencilmarkGrid.of(
                "..9..7......6....3...5218...14..5..7.83...2...............8.64..6...3..17.......5",
                "8 25 9 34 34 7 15 1256 26",
                "145 2457 157 6 9 8 45 257 3",
                "346 347 67 5 2 1 8 79 49",
                "2 1 4 8 36 5 39 369 7",
                "569 8 3 149 7 469 2 156 46",
                "569 579 567 12349 1346 2469 145 1356 8",
                "135 35 15 7 8 29 6 4 29",
                "49 6 28 249 5 3 7 289 1",
                "7 49 28 1249 146 2469 39 2389 5");
        List<Step> steps = all(loops, grid);
        assertThat(steps)
                .extracting(Pencilmarks::text)
                .containsSubsequence(
                        "Unique Rectangle Type 4: 2,8 in r8c3,r9c3,r9c8,r8c8 => r8c8,r9c8<>2",
                        "Unique Rectangle Type 3: 2,8 in r8c3,r9c3,r9c8,r8c8, naked set 3,9 in b9 with r9c7"
                                + " => r7c9<>9");
        assertThat(steps.get(0).technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_4);
    }

    /** SE_RATING_SPEC §3.11: floor r1c1,r2c1 = {1,2}; roof r1c5 = {1,2,3}, r2c5 = {1,2,4}. */
    private static CandidateGrid typeThreePosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2, 4);
        return grid;
    }

    @Test
    void extra_digits_of_the_roof_form_a_naked_pair_with_a_third_cell_in_each_shared_house() {
        // SE_RATING_SPEC §3.11, type 3 naked variant; one step per shared house (box, then column), as SE.
        CandidateGrid grid = typeThreePosition();
        Pencilmarks.keepOnly(grid, "r3c5", 3, 4);
        assertThat(all(loops, grid))
                .extracting(Pencilmarks::text)
                .containsExactly(
                        "Unique Rectangle Type 3: 1,2 in r1c1,r2c1,r2c5,r1c5, naked set 3,4 in b2 with r3c5"
                                + " => r1c4,r1c6,r2c4,r2c6,r3c4,r3c6<>3, r1c4,r1c6,r2c4,r2c6,r3c4,r3c6<>4",
                        "Unique Rectangle Type 3: 1,2 in r1c1,r2c1,r2c5,r1c5, naked set 3,4 in c5 with r3c5"
                                + " => r4c5,r5c5,r6c5,r7c5,r8c5,r9c5<>3, r4c5,r5c5,r6c5,r7c5,r8c5,r9c5<>4");
    }

    @Test
    void pattern_digits_confined_to_the_roof_and_one_cell_make_a_hidden_pair_there() {
        // SE_RATING_SPEC §3.11, type 3 hidden variant: in row 1, 1 and 2 lie only in r1c1, r1c5 and r1c9.
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2, 4);
        for (int c : new int[] {2, 3, 4, 6, 7, 8}) {
            Pencilmarks.remove(grid, 1, "r1c" + c);
            Pencilmarks.remove(grid, 2, "r1c" + c);
        }
        List<Step> steps = all(loops, grid);
        assertThat(steps)
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 3: 1,2 in r2c1,r1c1,r1c5,r2c5, hidden set 1,2 in r1 with r1c9"
                        + " => r1c9<>3, r1c9<>4, r1c9<>5, r1c9<>6, r1c9<>7, r1c9<>8, r1c9<>9");
    }

    @Test
    void roof_without_a_partner_cell_gives_no_type_three() {
        // SE_RATING_SPEC §3.11: no third cell with exactly the roof's extra digits, no set, no step.
        CandidateGrid grid = typeThreePosition();
        Pencilmarks.keepOnly(grid, "r3c5", 3, 5);
        assertThat(all(loops, grid)).isEmpty();
    }

    @Test
    void rectangle_over_four_boxes_is_not_deadly() {
        // SE_RATING_SPEC §3.11 validity: a box met by one cell only breaks the pattern.
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r5c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r5c5", 1, 2, 3);
        assertThat(all(loops, grid)).isEmpty();
    }

    @Test
    void complete_deadly_pattern_without_extra_cell_is_left_alone() {
        // SE_RATING_SPEC §3.11: zero extra cells means two solutions; SE offers nothing.
        CandidateGrid grid = Pencilmarks.empty();
        for (String cell : new String[] {"r1c1", "r1c5", "r2c1", "r2c5"}) {
            Pencilmarks.keepOnly(grid, cell, 1, 2);
        }
        assertThat(all(loops, grid)).isEmpty();
    }

    @Test
    void rectangle_on_a_6x6_grid_works_with_two_by_three_boxes() {
        // SE_RATING_SPEC §3.11 on a 6x6 grid: r1c1,r1c4,r2c1 = {1,2}, r2c4 = {1,2,5}, boxes b1 and b2.
        CandidateGrid grid = PencilmarkGrid.empty(new BoxShape(2, 3));
        PencilmarkGrid.keepOnly(grid, 1, 1, 1, 2);
        PencilmarkGrid.keepOnly(grid, 1, 4, 1, 2);
        PencilmarkGrid.keepOnly(grid, 2, 1, 1, 2);
        PencilmarkGrid.keepOnly(grid, 2, 4, 1, 2, 5);
        List<Step> steps = all(loops, grid);
        assertThat(steps)
                .extracting(s -> new StepText(6).describe(s))
                .containsExactly("Unique Rectangle Type 1: 1,2 in r1c1,r2c1,r2c4,r1c4 => r2c4<>1, r2c4<>2");
    }

    @Test
    void rectangle_on_a_16x16_grid_finds_its_type_two_digit_in_both_shared_houses() {
        // SE_RATING_SPEC §3.11 on a 16x16 grid: floor r1c1,r2c1 = {1,2}; roof r1c5,r2c5 = {1,2,16}.
        CandidateGrid grid = PencilmarkGrid.empty(new BoxShape(4, 4));
        PencilmarkGrid.keepOnly(grid, 1, 1, 1, 2);
        PencilmarkGrid.keepOnly(grid, 2, 1, 1, 2);
        PencilmarkGrid.keepOnly(grid, 1, 5, 1, 2, 16);
        PencilmarkGrid.keepOnly(grid, 2, 5, 1, 2, 16);
        List<Step> steps = all(loops, grid);
        assertThat(steps).hasSize(1);
        UniquenessStep step = (UniquenessStep) steps.get(0);
        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_2);
        // Cells seeing r1c5 and r2c5: the rest of box 2 (14 cells) and of column 5 (14 cells), r3c5 and r4c5
        // being in both.
        assertThat(step.eliminations()).hasSize(14 + 14 - 2).allMatch(c -> c.digit() == 16);
    }
}
