package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.chains.XChain;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, X-Chain: one digit, strong and weak links alternating, strong at both ends; cells seeing
 * both ends lose the digit. Constructed on otherwise empty grids, so the only strong links are the
 * constructed ones.
 */
class XChainTest {
    /** Three column links joined through rows 8 and 4: ends r2c1 and r1c9 share boxes 1 and 3. */
    private static CandidateGrid threeColumnLinks() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "c1", "r2c1", "r8c1");
        only(grid, 7, "c5", "r4c5", "r8c5");
        only(grid, 7, "c9", "r1c9", "r4c9");
        return grid;
    }

    @Test
    void five_link_chain_eliminates_from_cells_seeing_both_ends() {
        assertThat(texts(new XChain(), threeColumnLinks()))
                .containsExactly(
                        "X-Chain: (7)r1c9=(7)r4c9-(7)r4c5=(7)r8c5-(7)r8c1=(7)r2c1" + " => r1c2,r1c3,r2c7,r2c8<>7");
    }

    @Test
    void a_third_place_in_the_middle_column_breaks_the_chain() {
        // The link r4c5=r8c5 becomes weak, so two weak links would follow each other.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "c1", "r2c1", "r8c1");
        only(grid, 7, "c5", "r4c5", "r6c5", "r8c5");
        only(grid, 7, "c9", "r1c9", "r4c9");
        assertThat(Pencilmarks.all(new XChain(), grid)).isEmpty();
    }

    @Test
    void ends_sharing_no_candidate_cell_give_no_step() {
        // HoDoKu docs: only candidates seeing both ends go. Ends r2c1 and r6c9 share only r2c9 and r6c1,
        // which hold no 7; the shorter chain r8c5..r6c9 shares only r8c9 and r6c5, also without 7.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "c1", "r2c1", "r8c1");
        only(grid, 7, "c5", "r4c5", "r8c5");
        only(grid, 7, "c9", "r4c9", "r6c9");
        assertThat(Pencilmarks.all(new XChain(), grid)).isEmpty();
    }

    @Test
    void the_docs_chain_on_three_rows_closes_a_loop_and_each_elimination_set_is_offered_once() {
        // HoDoKu docs, X-Chain example: "(7)r1c2=(7)r1c7-(7)r4c7=(7)r4c5-(7)r9c5=(7)r9c2 => r5c2<>7". Its
        // ends share column 2, so the three row links close a loop: each pair of ends seeing each other
        // gives its own chain, reported once (not once per direction).
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 7, "r1", "r1c2", "r1c7");
        only(grid, 7, "r4", "r4c5", "r4c7");
        only(grid, 7, "r9", "r9c2", "r9c5");
        only(grid, 7, "c2", "r1c2", "r5c2", "r9c2");
        assertThat(texts(new XChain(), grid))
                .containsExactly(
                        "X-Chain: (7)r1c2=(7)r1c7-(7)r4c7=(7)r4c5-(7)r9c5=(7)r9c2 => r5c2<>7",
                        "X-Chain: (7)r1c7=(7)r1c2-(7)r9c2=(7)r9c5-(7)r4c5=(7)r4c7"
                                + " => r2c7,r3c7,r5c7,r6c7,r7c7,r8c7<>7",
                        "X-Chain: (7)r4c5=(7)r4c7-(7)r1c7=(7)r1c2-(7)r9c2=(7)r9c5"
                                + " => r2c5,r3c5,r5c5,r6c5,r7c5,r8c5<>7");
    }

    @Test
    void x_chain_on_a_6x6_grid() {
        // 2x3 boxes: ends r1c6 (box 2) and r2c1 (box 1) share r1c2 in row 1 and r2c4, r2c5 in row 2.
        CandidateGrid grid = empty(new BoxShape(2, 3));
        only(grid, 6, "c1", "r2c1", "r6c1");
        only(grid, 6, "c3", "r3c3", "r6c3");
        only(grid, 6, "c6", "r1c6", "r3c6");
        assertThat(texts(new XChain(), grid))
                .containsExactly("X-Chain: (6)r1c6=(6)r3c6-(6)r3c3=(6)r6c3-(6)r6c1=(6)r2c1 => r1c2,r2c4,r2c5<>6");
    }
}
