package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Common Peer: a digit goes in one of its places in a house, so a cell outside the house that sees every
 * one of those places cannot hold it. Where the places also share a second house this is locked
 * candidates (found first); what is left are the interactions of houses that meet in one cell: an X
 * diagonal's places r1c1 and r5c5 both see r1c5 (row 1, column 5) and r5c1, a jigsaw region's or a
 * window's places see a cell through different lines. On rows, columns and boxes alone it finds nothing
 * locked candidates do not.
 *
 * <p>Cost: for each house and digit with two to four places, the peers of the first place, each tested
 * against the others in constant time: O(houses x N x peers).
 */
public final class RuleCommonPeers {
    /** Places taken: with more, a common peer is rare and the step hard to see. */
    private static final int MAX_PLACES = 4;

    private RuleCommonPeers() {}

    public static RuleTechnique technique() {
        return RuleSingles.technique(TechniqueId.COMMON_PEER, RuleCommonPeers::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        RuleIndex index = grid.index();
        for (int house = 0; house < index.houseCells.length; house++) {
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                int places = grid.places(house, digit);
                int count = Integer.bitCount(places);
                if (count < 2 || count > MAX_PLACES) {
                    continue;
                }
                int[] cells = cellsOf(index.houseCells[house], places);
                List<Candidate> eliminations = new ArrayList<>();
                int bit = 1 << (digit - 1);
                for (int peer : index.peers[cells[0]]) {
                    if ((grid.candidates(peer) & bit) != 0
                            && !RuleIndex.contains(cells, peer)
                            && seesAll(index, peer, cells)) {
                        eliminations.add(new Candidate(peer, digit));
                    }
                }
                if (!eliminations.isEmpty()) {
                    return Optional.of(step(house, digit, cells, eliminations));
                }
            }
        }
        return Optional.empty();
    }

    private static Step step(int house, int digit, int[] cells, List<Candidate> eliminations) {
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : cells) {
            highlights.add(new Highlight(cell, digit, Role.DEFINING));
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), digit, Role.ELIMINATED));
        }
        return new IntersectionStep(TechniqueId.COMMON_PEER, digit, house, -1, eliminations, List.of(), highlights);
    }

    private static int[] cellsOf(int[] houseCells, int slots) {
        int[] cells = new int[Integer.bitCount(slots)];
        int i = 0;
        for (int rest = slots; rest != 0; rest &= rest - 1) {
            cells[i++] = houseCells[Integer.numberOfTrailingZeros(rest)];
        }
        return cells;
    }

    private static boolean seesAll(RuleIndex index, int cell, int[] cells) {
        for (int other : cells) {
            if (!index.sees(cell, other)) {
                return false;
            }
        }
        return true;
    }
}
