package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.uniqueness.HiddenRectangle;
import dev.sudoku.logic.uniqueness.UniqueLoops;
import org.junit.jupiter.api.Test;

/**
 * Rectangles whose corners lack a rectangle digit, as HoDoKu allows by default: only empty corners, and
 * only digits an earlier step removed, never one a filled cell rules out (see {@link UniqueLoops}).
 */
class MissingCandidatesTest {
    private final UniqueLoops players = UniqueLoops.hodoku(true);

    @Test
    void hidden_rectangle_whose_corners_lack_a_digit_still_removes_it_from_the_far_corner() {
        // HoDoKu docs, Hidden Rectangle with missing candidate (h101a): 2/3 in r2c69,r3c69 => r3c9<>3;
        // r2c9 and r3c6 have lost their 3.
        CandidateGrid grid = PencilmarkGrid.of(
                "....41....7....5.........6.5..7..68..9.3............4.4.1.8.......2..7...........",
                "2369 2356 2569 569 4 1 8 39 7",
                "68 7 4 68 239 23 5 1 29",
                "389 1 59 589 7 259 4 6 239",
                "5 4 3 7 29 29 6 8 1",
                "1 9 8 3 6 4 2 7 5",
                "267 26 267 1 5 8 39 4 39",
                "4 235 1 59 8 7 39 2359 6",
                "369 8 569 2 1 3569 7 359 4",
                "23679 2356 25679 4 39 3569 1 259 8");
        String step = "Hidden Rectangle: 2,3 in r2c6,r2c9,r3c9,r3c6 => r3c9<>3";
        assertThat(all(new HiddenRectangle(true), grid))
                .extracting(Pencilmarks::text)
                .contains(step);
        assertThat(all(new HiddenRectangle(), grid))
                .extracting(Pencilmarks::text)
                .doesNotContain(step);
    }

    /** r1c1, r1c5, r2c1 = {1,2}; r2c5 has lost its 2 and holds 1, 3, 4. */
    private static CandidateGrid typeOneWithoutTwo() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 3, 4);
        return grid;
    }

    @Test
    void corner_that_lost_a_rectangle_digit_still_makes_a_type_one() {
        // If r2c5 were 1, the corners would hold 1 and 2 only: the deadly pattern.
        assertThat(all(players, typeOneWithoutTwo()))
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Rectangle Type 1: 1,2 in r1c1,r1c5,r2c5,r2c1 => r2c5<>1");
    }

    @Test
    void neither_sudoku_explainers_rectangles_nor_the_option_off_see_missing_candidates() {
        assertThat(all(new UniqueLoops(), typeOneWithoutTwo())).isEmpty();
        assertThat(all(UniqueLoops.hodoku(false), typeOneWithoutTwo())).isEmpty();
    }

    /**
     * r1c1, r2c1 = {1,2}, r1c5 = {1,2,3}, r2c5 = {2,4}, 1 left in column 5 only in r1c5: the 1 of column 5
     * is in the rectangle, so neither extra cell is 2 (type 4), although r2c5 has lost its 1.
     */
    @Test
    void type_four_with_a_missing_candidate_in_an_extra_cell() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 2, 4);
        for (int r = 3; r <= 9; r++) {
            Pencilmarks.remove(grid, 1, "r" + r + "c5");
        }
        assertThat(all(players, grid))
                .extracting(Pencilmarks::text)
                .contains("Unique Rectangle Type 4: 1,2 in r1c1,r1c5,r2c5,r2c1 => r1c5,r2c5<>2");
    }

    @Test
    void a_digit_placed_in_the_shared_column_is_not_missing_and_gives_no_type_four() {
        // The 1 given in r5c5 takes 1 from r1c5 and r2c5. Read as missing candidates, "1 has no other place
        // in column 5" would hold with no 1 left to place there, and 2 would leave r1c5 and r2c5; yet
        // r1c5 = 2, r1c1 = 1, r2c1 = 2, r2c5 = 4 breaks no rule.
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(
                "........................................1........................................"));
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 2, 3);
        Pencilmarks.keepOnly(grid, "r2c5", 2, 4);
        assertThat(grid.isGiven(Pencilmarks.cell("r5c5"))).isTrue();
        assertThat(all(players, grid)).isEmpty();
        assertThat(all(new HiddenRectangle(true), grid)).isEmpty();
    }

    @Test
    void a_given_corner_never_makes_a_rectangle() {
        // r2c5 is a given 3. Were it a corner holding neither digit, 1 in rows 1 and 2 only at the other
        // corners would read as a type 6 and take 1 from r1c5 and r2c1, leaving row 2 no place for 1.
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(
                ".............3..................................................................."));
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 2, 4);
        Pencilmarks.keepOnly(grid, "r2c1", 1, 2, 5);
        for (int c = 2; c <= 9; c++) {
            Pencilmarks.remove(grid, 1, "r2c" + c);
            if (c != 5) {
                Pencilmarks.remove(grid, 1, "r1c" + c);
            }
        }
        assertThat(all(players, grid)).isEmpty();
        assertThat(all(new HiddenRectangle(true), grid)).isEmpty();
    }
}
