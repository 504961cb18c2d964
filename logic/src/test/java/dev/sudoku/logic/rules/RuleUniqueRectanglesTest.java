package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static dev.sudoku.logic.rules.RulePositions.seeingR4c1AndR4c2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Unique rectangles on hand-built positions: an empty grid whose candidates are cut down to the rectangle
 * the test means. Each rule set's houses and cages decide whether the four cells can swap their two digits,
 * so the same corners make a rectangle on one rule set and none on another.
 */
class RuleUniqueRectanglesTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    /** The corners r1cA, r1cB, r4cB, r4cA with 1 and 2, the last with {@code lastExtra} too. */
    private static RuleGrid rectangle(RuleSet rules, int colA, int colB, int... lastExtra) {
        int[] candidates = all(rules);
        candidates[cell(1, colA)] = bits(1, 2);
        candidates[cell(1, colB)] = bits(1, 2);
        candidates[cell(4, colB)] = bits(1, 2);
        candidates[cell(4, colA)] = bits(1, 2) | bits(lastExtra);
        return RuleGrid.ofPosition(empty(rules), new int[rules.cellCount()], candidates);
    }

    @Test
    void type_1_takes_the_pair_from_the_one_corner_with_more() {
        RuleGrid grid = rectangle(CLASSIC, 1, 2, 5, 7);

        UniquenessStep step =
                (UniquenessStep) RuleUniqueRectangles.type1().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_1);
        assertThat(step.digits()).containsExactly(1, 2);
        assertThat(step.loop()).containsExactlyInAnyOrder(cell(1, 1), cell(1, 2), cell(4, 2), cell(4, 1));
        assertThat(step.extraCells()).containsExactly(cell(4, 1));
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 1), 1), new Candidate(cell(4, 1), 2));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Unique Rectangle Type 1: 1,2 in r1c1,r1c2,r4c2,r4c1 => r4c1<>1, r4c1<>2");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(4.5);
    }

    @Test
    void corners_in_four_boxes_make_no_rectangle() {
        // r1c1, r1c4, r4c4, r4c1: each box holds one corner, so swapping the digits would break all four.
        assertThat(RuleUniqueRectangles.type1().find(rectangle(CLASSIC, 1, 4, 5)))
                .isEmpty();
    }

    @Test
    void a_diagonal_through_one_corner_rules_the_rectangle_out() {
        // On X, r1c1 is on the main diagonal and no other corner is: swapping would leave it without its digit.
        assertThat(RuleUniqueRectangles.type1().find(rectangle(X, 1, 2, 5))).isEmpty();
        // Columns 2 and 3 keep every corner off both diagonals: the rectangle holds there.
        UniquenessStep step = (UniquenessStep)
                RuleUniqueRectangles.type1().find(rectangle(X, 2, 3, 5)).orElseThrow();
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 2), 1), new Candidate(cell(4, 2), 2));
    }

    @Test
    void a_cage_must_hold_two_neighbouring_corners_or_none() {
        // A cage of r1c1 alone with r2c1: swapping would change its sum.
        RuleSet oneCorner = CLASSIC.withCages(new CageMap(9, List.of(new Cage('A', 9, new int[] {0, 9}))));
        assertThat(RuleUniqueRectangles.type1().find(rectangle(oneCorner, 1, 2, 5)))
                .isEmpty();
        // A cage of r1c1 and r1c2: the same two digits either way, the same sum.
        RuleSet pair = CLASSIC.withCages(new CageMap(9, List.of(new Cage('A', 3, new int[] {0, 1}))));
        assertThat(RuleUniqueRectangles.type1().find(rectangle(pair, 1, 2, 5))).isPresent();
    }

    @Test
    void strict_consecutive_borders_tie_every_corner_to_its_neighbours_so_none_is_tried() {
        RuleSet bars = CLASSIC.withBars(new BarMap(9, ".".repeat(81)));
        assertThat(RuleUniqueRectangles.type1().find(rectangle(bars, 1, 2, 5))).isEmpty();
    }

    @Test
    void a_partial_consecutive_rectangle_holds_away_from_the_bars_and_not_beside_one() {
        // A bar between r9c8 and r9c9, far from the corners: only barred pairs constrain, so the swap is harmless.
        StringBuilder far = new StringBuilder(".".repeat(81));
        far.setCharAt(cell(9, 8), 'r');
        RuleSet barFar = CLASSIC.withPartialBars(new BarMap(9, far.toString()));
        assertThat(RuleUniqueRectangles.type1().find(rectangle(barFar, 1, 2, 5)))
                .isPresent();
        // A bar below r1c2 ties that corner to r2c2, whose digit the swap leaves.
        StringBuilder near = new StringBuilder(".".repeat(81));
        near.setCharAt(cell(1, 2), 'd');
        RuleSet barNear = CLASSIC.withPartialBars(new BarMap(9, near.toString()));
        assertThat(RuleUniqueRectangles.type1().find(rectangle(barNear, 1, 2, 5)))
                .isEmpty();
    }

    /** Classic candidates with r1c1 and r1c2 holding 1 and 2, r4c1 and r4c2 those and one more each. */
    private static int[] twoExtraCorners(int extraOfR4c1, int extraOfR4c2) {
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 1)] = bits(1, 2);
        candidates[cell(1, 2)] = bits(1, 2);
        candidates[cell(4, 1)] = bits(1, 2, extraOfR4c1);
        candidates[cell(4, 2)] = bits(1, 2, extraOfR4c2);
        return candidates;
    }

    @Test
    void type_2_takes_the_shared_extra_digit_from_every_cell_seeing_both_extra_corners() {
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], twoExtraCorners(7, 7));

        assertThat(RuleUniqueRectangles.type1().find(grid)).isEmpty();
        UniquenessStep step =
                (UniquenessStep) RuleUniqueRectangles.type2().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_2);
        assertThat(step.extraCells()).containsExactlyInAnyOrder(cell(4, 1), cell(4, 2));
        assertThat(step.eliminations()).containsExactlyInAnyOrderElementsOf(seeingR4c1AndR4c2(7));
    }

    @Test
    void type_2_with_three_extra_corners_takes_z_from_the_cells_seeing_all_three() {
        int[] candidates = twoExtraCorners(7, 7);
        candidates[cell(1, 2)] = bits(1, 2, 7);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        UniquenessStep step =
                (UniquenessStep) RuleUniqueRectangles.type2().find(grid).orElseThrow();

        // Seeing r1c2 (column 2), r4c1 and r4c2 (box 4): the rest of column 2 in box 4.
        assertThat(step.extraCells()).containsExactlyInAnyOrder(cell(1, 2), cell(4, 1), cell(4, 2));
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(5, 2), 7), new Candidate(cell(6, 2), 7));
    }

    @Test
    void type_4_takes_the_other_digit_from_both_extra_corners_when_one_is_locked_in_them() {
        int[] candidates = twoExtraCorners(7, 8);
        RuleGrid withoutLock = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates.clone());
        // 1 nowhere else in row 4: one of the two extra corners is 1, so neither is 2.
        for (int column = 3; column <= 9; column++) {
            candidates[cell(4, column)] &= ~bits(1);
        }
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        assertThat(RuleUniqueRectangles.type4().find(withoutLock)).isEmpty();
        UniquenessStep step =
                (UniquenessStep) RuleUniqueRectangles.type4().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_4);
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 1), 2), new Candidate(cell(4, 2), 2));
        assertThat(RuleHintText.describe(step, CLASSIC, 1)).startsWith("Technique: Unique Rectangle Type 4.");
    }

    /**
     * The corners r1c2 and r4c3 hold 1 and 2 alone, r1c3 and r4c2 every digit; 1 is left out of the other
     * cells of the given rows, and of the given columns.
     */
    private static RuleGrid oppositePair(int[] rows, int[] columns) {
        int[] candidates = all(CLASSIC);
        candidates[cell(1, 2)] = bits(1, 2);
        candidates[cell(4, 3)] = bits(1, 2);
        for (int row : rows) {
            for (int column = 1; column <= 9; column++) {
                if (column != 2 && column != 3) {
                    candidates[cell(row, column)] &= ~bits(1);
                }
            }
        }
        for (int column : columns) {
            for (int row = 1; row <= 9; row++) {
                if (row != 1 && row != 4) {
                    candidates[cell(row, column)] &= ~bits(1);
                }
            }
        }
        return RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);
    }

    @Test
    void type_6_takes_x_from_the_extra_corners_when_it_is_a_strong_link_on_two_opposite_sides() {
        // 1 only in the corners of rows 1 and 4: it fills r1c2 and r4c3 or r1c3 and r4c2, and the latter
        // would leave r1c2 and r4c3 with 2, deadly.
        UniquenessStep step = (UniquenessStep) RuleUniqueRectangles.type6()
                .find(oppositePair(new int[] {1, 4}, new int[0]))
                .orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_6);
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(1, 3), 1), new Candidate(cell(4, 2), 1));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Unique Rectangle Type 6: 1,2 in r1c2,r1c3,r4c3,r4c2 => r1c3,r4c2<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(4.5);
        // One strong side is not enough: 1 may then sit in r1c2 and in row 4 outside the rectangle.
        assertThat(RuleUniqueRectangles.type6().find(oppositePair(new int[] {1}, new int[0])))
                .isEmpty();
    }

    @Test
    void a_hidden_rectangle_takes_y_from_the_corner_opposite_the_pair_when_x_is_strong_on_both_its_sides() {
        // r4c3, opposite r1c2 {1,2}: 1 only at r1c3 and r4c3 in column 3, at r4c2 and r4c3 in row 4. Were r4c3
        // 2, r1c3 and r4c2 would be 1 and r1c2 2: deadly.
        UniquenessStep step = (UniquenessStep) RuleUniqueRectangles.hidden()
                .find(oppositePair(new int[] {4}, new int[] {3}))
                .orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.HIDDEN_RECTANGLE);
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 3), 2));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Hidden Rectangle: 1,2 in r1c2,r1c3,r4c3,r4c2 => r4c3<>2");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(4.5);
        // Either strong side alone is not enough: 1 may then sit outside the rectangle on the other.
        assertThat(RuleUniqueRectangles.hidden().find(oppositePair(new int[] {4}, new int[0])))
                .isEmpty();
        assertThat(RuleUniqueRectangles.hidden().find(oppositePair(new int[0], new int[] {3})))
                .isEmpty();
    }

    @Test
    void type_3_on_windoku_makes_its_naked_set_in_the_window_holding_both_extra_corners() {
        RuleSet windoku = RuleSets.of(Set.of(Variant.WINDOKU), 9, Optional.empty());
        // r2c2, r2c3, r5c3, r5c2: rows 2 and 5, columns 2 and 3, boxes 1 and 4, and the first window
        // (rows 2-4, columns 2-4) holds r2c2 and r2c3 alone: deadly. The extra corners r2c2 {1,2,7} and
        // r2c3 {1,2,8} act as one cell with 7 and 8, and r4c4 {7,8} shares the window with them alone.
        int[] candidates = all(windoku);
        candidates[cell(2, 2)] = bits(1, 2, 7);
        candidates[cell(2, 3)] = bits(1, 2, 8);
        candidates[cell(5, 2)] = bits(1, 2);
        candidates[cell(5, 3)] = bits(1, 2);
        candidates[cell(4, 4)] = bits(7, 8);
        RuleGrid grid = RuleGrid.ofPosition(empty(windoku), new int[81], candidates);

        UniquenessStep step =
                (UniquenessStep) RuleUniqueRectangles.type3().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_3);
        UniquenessStep.Subset set = step.subset().orElseThrow();
        assertThat(set.hidden()).isFalse();
        assertThat(set.digits()).containsExactly(7, 8);
        assertThat(set.cells()).containsExactly(cell(4, 4));
        // 7 and 8 leave the window's other six cells, and nothing outside it.
        List<Candidate> expected = new ArrayList<>();
        for (int row = 2; row <= 4; row++) {
            for (int column = 2; column <= 4; column++) {
                int cell = cell(row, column);
                if (cell != cell(2, 2) && cell != cell(2, 3) && cell != cell(4, 4)) {
                    expected.add(new Candidate(cell, 7));
                    expected.add(new Candidate(cell, 8));
                }
            }
        }
        assertThat(step.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(4.6);
        assertThat(RuleStepText.describe(step, windoku))
                .contains("naked set 7,8 in ")
                .contains(" with r4c4 => ");
        // Classic rows, columns and boxes have no such window: the same cells make no set there.
        RuleGrid classic = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);
        assertThat(RuleUniqueRectangles.type3().find(classic)).isEmpty();
    }

    @Test
    void the_catalogue_without_uniqueness_leaves_out_the_rectangles_and_the_bug_alone() {
        List<TechniqueId> all = RuleCatalogue.DEFAULT.entries().stream()
                .map(entry -> entry.technique().id())
                .toList();
        List<TechniqueId> without = RuleCatalogue.DEFAULT.withoutUniqueness().entries().stream()
                .map(entry -> entry.technique().id())
                .toList();

        List<TechniqueId> left = new ArrayList<>(all);
        left.removeAll(without);
        assertThat(left)
                .containsExactly(
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_1,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_2,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_3,
                        TechniqueId.UNIQUE_RECTANGLE_TYPE_6,
                        TechniqueId.HIDDEN_RECTANGLE,
                        TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1,
                        TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2,
                        TechniqueId.UNIQUE_LOOP_TYPE_1,
                        TechniqueId.UNIQUE_LOOP_TYPE_2,
                        TechniqueId.UNIQUE_LOOP_TYPE_4,
                        TechniqueId.UNIQUE_LOOP_TYPE_3,
                        TechniqueId.BUG_TYPE_1,
                        TechniqueId.BUG_TYPE_2,
                        TechniqueId.BUG_TYPE_4,
                        TechniqueId.BUG_TYPE_3);
        assertThat(without).hasSize(all.size() - 16);
    }
}
