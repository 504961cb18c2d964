package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which of a chain's deletions a nested chain relies on (SE rating spec §5.5). */
class RuleParentsTest {
    /** Cells in reading order: r2c2 is 10, r2c4 12, r3c3 20. */
    private static final int R2C2 = 10;

    private static final int R2C4 = 12;
    private static final int R3C3 = 20;

    @Test
    void each_branch_is_walked_on_its_own_so_a_triple_reached_twice_counts_both_ways() {
        CandidateGrid initial = CandidateGrid.fromPuzzle(Grid.empty(BoxShape.CLASSIC));
        CandidateGrid now = initial.copy();
        now.eliminate(R2C2, 9); // r2c2=2 as a naked single needs this deletion,
        now.eliminate(R2C4, 2); // as the last 2 of row 2 this one,
        now.eliminate(R3C3, 6); // and r3c3=4, from which the second way starts, this one.
        // Both branches end in r2c2=2 "on", each object with its own cause and parents.
        Potential first = Potential.implied(R2C2, 2, true, Cause.NAKED_SINGLE, Potential.assume(0, 1, true));
        Potential fromR3c3 = Potential.implied(R3C3, 4, true, Cause.NAKED_SINGLE, Potential.assume(0, 1, false));
        Potential second = Potential.implied(R2C2, 2, true, Cause.HIDDEN_ROW, fromR3c3);
        ChainHint chain = new ChainHint(
                TechniqueId.DYNAMIC_FORCING_CHAIN,
                ForcingChainKind.DOUBLE,
                8.5,
                5,
                ChainHint.DOUBLE_KEY,
                List.of(first, second),
                List.of(),
                Optional.empty(),
                -1);

        List<int[]> parents = RuleParents.ofChain(chain, initial, now, LinkTables.of(now.geometry()));

        // SE walks each branch with a fresh set of nodes seen: the second branch's r2c2=2 is followed too.
        assertThat(parents).containsExactly(new int[] {R2C2, 9}, new int[] {R2C4, 2}, new int[] {R3C3, 6});
    }
}
