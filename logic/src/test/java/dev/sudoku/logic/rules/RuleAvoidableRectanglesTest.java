package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static dev.sudoku.logic.rules.RulePositions.seeingR4c1AndR4c2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Avoidable rectangles on hand-built positions: digits placed while solving (an empty puzzle's, so none is
 * a given) on three or two corners of a rectangle. A given on a corner, a house or cage through one corner
 * alone, or a mark refusing the other digit keeps the pattern from being swapped, and so rules it out.
 */
class RuleAvoidableRectanglesTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    /** 1 placed in r1cA and r4cB, 2 in r1cB; r4cA empty. */
    private static RuleGrid threePlaced(VariantPuzzle puzzle, int colA, int colB) {
        int[] values = new int[81];
        values[cell(1, colA)] = 1;
        values[cell(1, colB)] = 2;
        values[cell(4, colB)] = 1;
        return RuleGrid.ofPosition(puzzle, values, all(puzzle.rules()));
    }

    @Test
    void type_1_keeps_the_empty_corner_from_completing_the_pattern() {
        RuleGrid grid = threePlaced(empty(CLASSIC), 1, 2);

        UniquenessStep step =
                (UniquenessStep) RuleAvoidableRectangles.type1().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1);
        assertThat(step.digits()).containsExactly(1, 2);
        assertThat(step.loop()).containsExactlyInAnyOrder(cell(1, 1), cell(1, 2), cell(4, 2), cell(4, 1));
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 1), 2));
        // The placed corners are shown whole, as the classic technique shows them.
        assertThat(step.highlights()).contains(new Highlight(cell(1, 1), 0, Role.DEFINING));
        assertThat(RuleStepText.describe(step, CLASSIC)).startsWith("Avoidable Rectangle Type 1: 1,2 in ");
        // The hint points at the pattern's digits, though only the empty corner shows candidates.
        assertThat(RuleHintText.describe(step, CLASSIC, 2)).startsWith("Avoidable Rectangle Type 1: look at 1,2,");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(4.5);
        assertThat(RuleAvoidableRectangles.type2().find(grid)).isEmpty();
    }

    @Test
    void a_given_on_a_corner_cannot_be_swapped() {
        int[] givens = new int[81];
        givens[cell(1, 2)] = 2;
        VariantPuzzle puzzle = new VariantPuzzle(CLASSIC, givens);

        assertThat(RuleAvoidableRectangles.type1().find(threePlaced(puzzle, 1, 2)))
                .isEmpty();
    }

    @Test
    void the_variant_houses_and_cages_decide_whether_the_corners_swap() {
        // On X, r1c1 is on the main diagonal and no other corner is; columns 2 and 3 keep off both diagonals.
        assertThat(RuleAvoidableRectangles.type1().find(threePlaced(empty(X), 1, 2)))
                .isEmpty();
        assertThat(RuleAvoidableRectangles.type1().find(threePlaced(empty(X), 2, 3)))
                .isPresent();
        // A cage of r1c1 with r2c1 would change its sum.
        RuleSet oneCorner = CLASSIC.withCages(new CageMap(9, List.of(new Cage('A', 9, new int[] {0, 9}))));
        assertThat(RuleAvoidableRectangles.type1().find(threePlaced(empty(oneCorner), 1, 2)))
                .isEmpty();
    }

    @Test
    void a_mark_refusing_the_other_digit_keeps_the_corner_as_it_is() {
        // r1c2 holds 2 and is marked even: the swap would put 1 there.
        StringBuilder marks = new StringBuilder(".".repeat(81));
        marks.setCharAt(cell(1, 2), 'e');
        RuleSet evenCorner = CLASSIC.withParity(new ParityMap(marks.toString()));
        assertThat(RuleAvoidableRectangles.type1().find(threePlaced(empty(evenCorner), 1, 2)))
                .isEmpty();
        // Marked even, 4 and 2 swap freely.
        int[] values = new int[81];
        values[cell(1, 1)] = 4;
        values[cell(1, 2)] = 2;
        values[cell(4, 2)] = 4;
        RuleGrid grid = RuleGrid.ofPosition(empty(evenCorner), values, all(evenCorner));
        assertThat(RuleAvoidableRectangles.type1().find(grid).orElseThrow().eliminations())
                .containsExactly(new Candidate(cell(4, 1), 2));
    }

    @Test
    void type_2_takes_the_shared_extra_digit_from_every_cell_seeing_both_empty_corners() {
        int[] values = new int[81];
        values[cell(1, 1)] = 1;
        values[cell(1, 2)] = 2;
        int[] candidates = all(CLASSIC);
        candidates[cell(4, 1)] = bits(2, 7);
        candidates[cell(4, 2)] = bits(1, 7);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), values, candidates);

        assertThat(RuleAvoidableRectangles.type1().find(grid)).isEmpty();
        UniquenessStep step =
                (UniquenessStep) RuleAvoidableRectangles.type2().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2);
        assertThat(step.extraCells()).containsExactlyInAnyOrder(cell(4, 1), cell(4, 2));
        assertThat(step.eliminations()).containsExactlyInAnyOrderElementsOf(seeingR4c1AndR4c2(7));
        // With a third digit in one empty corner, neither need be 7.
        candidates[cell(4, 1)] = bits(2, 7, 8);
        RuleGrid wider = RuleGrid.ofPosition(empty(CLASSIC), values, candidates);
        assertThat(RuleAvoidableRectangles.type2().find(wider)).isEmpty();
    }
}
