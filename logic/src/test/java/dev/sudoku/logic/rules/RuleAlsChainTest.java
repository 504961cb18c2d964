package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * ALS-XY-Chain on hand-built positions: an empty grid whose candidates are then cut down to three bivalue
 * cells and a pair of cells holding three digits, so the chain the test means is the shortest there.
 */
class RuleAlsChainTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    /**
     * r1c1 {1,2} - 2 - r5c5 {2,3} - 3 - r5c8 {3,4} - 4 - r9c7 {1,3}, r9c8 {1,3,4}: the first link runs along
     * the main diagonal, so only the X rules make it a chain. 1 is in r1c1 or in the last set.
     */
    private static RuleGrid diagonalChain(RuleSet rules) {
        int[] candidates = all(rules);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(5, 5)] = bits(2, 3);
        candidates[cell(5, 8)] = bits(3, 4);
        candidates[cell(9, 7)] = bits(1, 3);
        candidates[cell(9, 8)] = bits(1, 3, 4);
        return RuleGrid.ofPosition(empty(rules), new int[81], candidates);
    }

    @Test
    void a_chain_linked_along_a_diagonal_takes_z_from_every_cell_seeing_both_ends() {
        AlsStep step = (AlsStep) RuleAls.xyChain().find(diagonalChain(X)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.ALS_XY_CHAIN);
        assertThat(step.sets().stream().map(AlmostLockedSet::cells))
                .containsExactly(
                        List.of(cell(1, 1)), List.of(cell(5, 5)), List.of(cell(5, 8)), List.of(cell(9, 7), cell(9, 8)));
        assertThat(step.links()).containsExactly(List.of(2), List.of(3), List.of(4));
        assertThat(step.zDigits()).containsExactly(1);
        // r9c1 shares a line with each end; r7c7, r8c8 and r9c9 see the last set's 1s and lie on r1c1's
        // diagonal. r1c8 sees r9c8's 1 but not r9c7's.
        assertThat(step.eliminations())
                .containsExactly(
                        new Candidate(cell(7, 7), 1),
                        new Candidate(cell(8, 8), 1),
                        new Candidate(cell(9, 1), 1),
                        new Candidate(cell(9, 9), 1));
        // Each set shows the digits of its own links as weak links (not r9c7's 3: another link's digit), z as
        // the pincers.
        assertThat(step.highlights())
                .contains(
                        new Highlight(cell(1, 1), 2, Role.WEAK_LINK),
                        new Highlight(cell(1, 1), 1, Role.PINCER),
                        new Highlight(cell(5, 5), 2, Role.WEAK_LINK),
                        new Highlight(cell(5, 5), 3, Role.WEAK_LINK),
                        new Highlight(cell(9, 8), 4, Role.WEAK_LINK),
                        new Highlight(cell(9, 8), 1, Role.PINCER),
                        new Highlight(cell(9, 7), 3, Role.DEFINING));
        assertThat(RuleStepText.describe(step, X))
                .isEqualTo(
                        "ALS-XY-Chain: A = {r1c1} (1,2) -2- B = {r5c5} (2,3) -3- C = {r5c8} (3,4) -4- D = {r9c7 r9c8}"
                                + " (1,3,4); z = 1 => r7c7,r8c8,r9c1,r9c9<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(7.5);
    }

    @Test
    void without_the_diagonal_the_first_link_is_missing_and_no_chain_is_found() {
        assertThat(RuleAls.xyChain().find(diagonalChain(CLASSIC))).isEmpty();
    }
}
