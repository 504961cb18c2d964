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

        List<int[]> parents = RuleParents.ofChain(chain, initial, now, links(now));

        // SE walks each branch with a fresh set of nodes seen: the second branch's r2c2=2 is followed too.
        assertThat(parents).containsExactly(new int[] {R2C2, 9}, new int[] {R2C4, 2}, new int[] {R3C3, 6});
    }

    @Test
    void a_cycle_counts_its_off_nodes_as_the_reversed_cycle_has_them_on() {
        CandidateGrid initial = CandidateGrid.fromPuzzle(Grid.empty(BoxShape.CLASSIC));
        CandidateGrid now = initial.copy();
        now.eliminate(4, 3); // r1c5=7 as a naked single needs this deletion;
        now.eliminate(8, 1); // r1c5 turned off by r1c1=1 through row 1 this one (another place of 1 in row 1),
        now.eliminate(76, 7); // and r5c5 turned off by r1c5=7 through column 5 this one.
        Potential root = Potential.assume(0, 1, true);
        Potential rowPeerOff = Potential.implied(4, 1, false, Cause.NAKED_SINGLE, root);
        Potential single = Potential.implied(4, 7, true, Cause.NAKED_SINGLE, rowPeerOff);
        Potential columnPeerOff = Potential.implied(40, 7, false, Cause.NAKED_SINGLE, single);
        Potential closing = Potential.implied(0, 1, true, Cause.NAKED_SINGLE, columnPeerOff);

        List<int[]> asCycle = RuleParents.ofChain(cycle(closing, ForcingChainKind.CYCLE), initial, now, links(now));
        List<int[]> asChain =
                RuleParents.ofChain(cycle(closing, ForcingChainKind.CONTRADICTION), initial, now, links(now));

        // Forward, the "on" nodes: r1c5=7. Reversed, from the root's side: r1c5 off through row 1, then r5c5
        // off through column 5 (the first house, in box, row, column order, that each shares with the node
        // before it).
        assertThat(asCycle).containsExactly(new int[] {4, 3}, new int[] {8, 1}, new int[] {76, 7});
        assertThat(asChain).containsExactly(new int[] {4, 3});
    }

    private static ChainHint cycle(Potential closing, ForcingChainKind kind) {
        return new ChainHint(
                TechniqueId.BIDIRECTIONAL_X_CYCLE,
                kind,
                6.5,
                5,
                ChainHint.X_KEY,
                List.of(closing),
                List.of(),
                Optional.empty(),
                -1);
    }

    private static Links links(CandidateGrid grid) {
        return LinkTables.of(grid.geometry());
    }
}
