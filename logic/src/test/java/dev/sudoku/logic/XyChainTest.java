package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.pair;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.chains.XyChain;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, XY-Chain: bivalue cells, each seeing the next through a shared digit, starting and ending
 * on the same digit; cells seeing both ends lose it. Constructed on otherwise empty grids, so the only
 * bivalue cells are the constructed ones.
 */
class XyChainTest {
    @Test
    void four_cell_chain_removes_its_end_digit_from_cells_seeing_both_ends() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 1, 2, "r1c1");
        pair(grid, 2, 3, "r1c5");
        pair(grid, 3, 4, "r5c5");
        pair(grid, 4, 1, "r5c9");
        assertThat(texts(new XyChain(), grid))
                .containsExactly("XY-Chain: (1)r1c1=(2)r1c1-(2)r1c5=(3)r1c5-(3)r5c5=(4)r5c5-(4)r5c9=(1)r5c9"
                        + " => r1c9,r5c1<>1");
    }

    @Test
    void ends_on_different_digits_give_no_step() {
        // HoDoKu docs: the chain must start and end with the same digit.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 1, 2, "r1c1");
        pair(grid, 2, 3, "r1c5");
        pair(grid, 3, 4, "r5c5");
        pair(grid, 4, 5, "r5c9");
        assertThat(Pencilmarks.all(new XyChain(), grid)).isEmpty();
    }

    @Test
    void a_cell_with_a_third_candidate_breaks_the_chain() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        pair(grid, 1, 2, "r1c1");
        pair(grid, 3, 4, "r5c5");
        pair(grid, 4, 1, "r5c9");
        // r1c5 keeps 2, 3 and 6: no strong link inside it.
        for (int d = 1; d <= 9; d++) {
            if (d != 2 && d != 3 && d != 6) {
                grid.eliminate(ChainFixtures.cell(grid, "r1c5"), d);
            }
        }
        assertThat(Pencilmarks.all(new XyChain(), grid)).isEmpty();
    }

    @Test
    void xy_chain_on_a_6x6_grid() {
        // 2x3 boxes: ends r1c1 (box 1, column 1) and r4c2 (box 3, column 2) share r1c2 and r2c2 (box 1,
        // column 2) and r3c1 and r4c1 (box 3, column 1).
        CandidateGrid grid = empty(new BoxShape(2, 3));
        pair(grid, 1, 2, "r1c1");
        pair(grid, 2, 3, "r1c4");
        pair(grid, 3, 4, "r4c4");
        pair(grid, 4, 1, "r4c2");
        assertThat(texts(new XyChain(), grid))
                .containsExactly("XY-Chain: (1)r1c1=(2)r1c1-(2)r1c4=(3)r1c4-(3)r4c4=(4)r4c4-(4)r4c2=(1)r4c2"
                        + " => r1c2,r2c2,r3c1,r4c1<>1");
    }
}
