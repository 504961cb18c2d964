package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.pair;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.wings.RemotePairs;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, Remote Pair: four or more cells with the same two candidates, each seeing the next; cells
 * seeing two of them an odd number of steps apart lose both digits. Constructed on otherwise empty grids.
 */
class RemotePairsTest {
    @Test
    void four_cells_with_one_pair_clear_both_digits_from_cells_seeing_both_ends() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 2, 7, "r1c1", "r1c5", "r3c6", "r3c9");
        assertThat(texts(new RemotePairs(), grid))
                .containsExactly("Remote Pairs: (2)r1c1=(7)r1c1-(7)r1c5=(2)r1c5-(2)r3c6=(7)r3c6-(7)r3c9=(2)r3c9"
                        + " => r1c7,r1c8,r1c9,r3c1,r3c2,r3c3<>2, r1c7,r1c8,r1c9,r3c1,r3c2,r3c3<>7");
    }

    @Test
    void six_cells_also_use_every_pair_three_and_five_steps_apart() {
        // HoDoKu: a longer Remote Pair eliminates for every pair of cells of opposite parity along it.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 4, 6, "r1c1", "r1c4", "r5c4", "r5c7", "r8c7", "r8c2");
        Step longest = Pencilmarks.all(new RemotePairs(), grid).stream()
                .filter(s -> ((ChainStep) s).links().size() == 11)
                .findFirst()
                .orElseThrow();
        // Three steps apart: r1c1/r5c7, r1c4/r8c7 and r5c4/r8c2 give r1c7, r5c1, r8c4 and r5c2. Five steps
        // apart, r1c1/r8c2 add r1c2 and r8c1 and the cells of boxes 1 and 7 in the other end's column.
        assertThat(longest.eliminations())
                .extracting(c -> ChainFixtures.name(grid, c.cell()))
                .containsOnly("r1c2", "r1c7", "r2c2", "r3c2", "r5c1", "r5c2", "r7c1", "r8c1", "r8c4", "r9c1")
                .hasSize(20);
    }

    @Test
    void three_cells_are_too_short_for_a_remote_pair() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 2, 7, "r1c1", "r1c5", "r3c6");
        assertThat(Pencilmarks.all(new RemotePairs(), grid)).isEmpty();
    }

    @Test
    void a_cell_with_a_third_candidate_breaks_the_chain() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 2, 7, "r1c1", "r1c5", "r3c9");
        pair(grid, 2, 7, "r3c6");
        grid = withExtra(grid, "r3c6", 5);
        assertThat(Pencilmarks.all(new RemotePairs(), grid)).isEmpty();
    }

    @Test
    void remote_pair_on_a_6x6_grid() {
        CandidateGrid grid = empty(new BoxShape(2, 3));
        pair(grid, 5, 6, "r1c1", "r1c4", "r4c4", "r4c6");
        assertThat(texts(new RemotePairs(), grid))
                .containsExactly("Remote Pairs: (5)r1c1=(6)r1c1-(6)r1c4=(5)r1c4-(5)r4c4=(6)r4c4-(6)r4c6=(5)r4c6"
                        + " => r1c6,r4c1<>5, r1c6,r4c1<>6");
    }

    /** The same position with one more candidate in a cell. */
    private static CandidateGrid withExtra(CandidateGrid grid, String cell, int digit) {
        long[] masks = grid.candidateMasks();
        masks[ChainFixtures.cell(grid, cell)] |= Masks.bit(digit);
        return CandidateGrid.fromPosition(grid.toGrid(), masks);
    }
}
