package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import org.junit.jupiter.api.Test;

/**
 * SE searches a subset of k only in houses with enough empty cells for the complementary subset to be
 * larger; HoDoKu (regression library codes 0200-0212) and the players' profile search every house.
 */
class SubsetHouseLimitTest {
    /** Row 1 holds 1-4, so r1c5..r1c9 keep 5-9; r1c5..r1c7 are narrowed to a naked triple 5,6,7. */
    private static CandidateGrid tripleInFiveEmptyCells() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse("1234" + ".".repeat(77)));
        Pencilmarks.keepOnly(grid, "r1c5", 5, 6);
        Pencilmarks.keepOnly(grid, "r1c6", 6, 7);
        Pencilmarks.keepOnly(grid, "r1c7", 5, 7);
        return grid;
    }

    @Test
    void a_naked_triple_in_a_row_of_five_empty_cells_is_found_only_without_ses_house_limit() {
        assertThat(all(new NakedSubsets(3), tripleInFiveEmptyCells())).isEmpty();
        assertThat(all(new NakedSubsets(3, false), tripleInFiveEmptyCells()))
                .extracting(Pencilmarks::text)
                .containsExactly("Naked Triple: 5,6,7 in r1c5,r1c6,r1c7 => r1c8,r1c9<>5, r1c8,r1c9<>6, r1c8,r1c9<>7");
    }

    @Test
    void the_complementary_hidden_pair_is_found_with_or_without_the_limit() {
        assertThat(all(new HiddenSubsets(2, false), tripleInFiveEmptyCells()))
                .extracting(Pencilmarks::text)
                .containsExactly("Hidden Pair: 8,9 in r1c8,r1c9 => r1c8,r1c9<>5, r1c8,r1c9<>6, r1c8,r1c9<>7");
    }

    @Test
    void a_hidden_quad_in_a_box_of_eight_empty_cells_is_found_only_without_ses_house_limit() {
        // 6x6 is too small for quads; on 9x9, box 1 with r1c1 given leaves eight empty cells.
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse("1" + ".".repeat(80)));
        for (String cell : new String[] {"r1c2", "r1c3", "r2c1", "r2c2"}) {
            Pencilmarks.remove(grid, 2, cell);
            Pencilmarks.remove(grid, 3, cell);
            Pencilmarks.remove(grid, 4, cell);
            Pencilmarks.remove(grid, 5, cell);
        }
        assertThat(grid.geometry().shape()).isEqualTo(BoxShape.CLASSIC);

        assertThat(all(new HiddenSubsets(4, false), grid)).isEmpty();
        assertThat(all(new HiddenSubsets(4, false, false), grid))
                .extracting(Pencilmarks::text)
                .contains("Hidden Quad: 2,3,4,5 in r2c3,r3c1,r3c2,r3c3 => r2c3,r3c1,r3c2,r3c3<>6, "
                        + "r2c3,r3c1,r3c2,r3c3<>7, r2c3,r3c1,r3c2,r3c3<>8, r2c3,r3c1,r3c2,r3c3<>9");
    }

    @Test
    void a_six_by_six_row_of_five_empty_cells_gives_its_naked_triple_only_without_the_limit() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse("1" + ".".repeat(35)));
        int[][] keep = {{1, 2, 3}, {2, 3, 4}, {3, 2, 4}};
        for (int[] cell : keep) {
            for (int d = 1; d <= 6; d++) {
                if (d != cell[1] && d != cell[2]) {
                    grid.eliminate(cell[0], d);
                }
            }
        }

        assertThat(all(new NakedSubsets(3), grid)).isEmpty();
        assertThat(all(new NakedSubsets(3, false), grid))
                .extracting(step -> new StepText(6).describe(step))
                .containsExactly("Naked Triple: 2,3,4 in r1c2,r1c3,r1c4 => r1c5,r1c6<>2, r1c5,r1c6<>3, r1c5,r1c6<>4");
    }
}
