package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.solve.Status;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class BarMapTest {
    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private static List<VariantEntry> consecutive(String text) {
        return new VariantReader(EnumSet.of(Variant.CONSECUTIVE)).read(text);
    }

    @Test
    void the_bars_of_a_grid_mark_exactly_the_neighbours_that_differ_by_one_and_read_back() {
        BarMap bars = BarMap.of(GRID, 4);
        for (int cell = 0; cell < GRID.length; cell++) {
            for (int side : Neighbours.of(cell, 4)) {
                assertThat(bars.barred(cell, side)).isEqualTo(Math.abs(GRID[cell] - GRID[side]) == 1);
            }
        }
        List<VariantEntry> entries = consecutive("1...............\n" + bars.codes() + "\n");
        VariantPuzzle puzzle = ((VariantEntry.Puzzle) entries.get(0)).puzzle();
        assertThat(puzzle.rules().bars()).contains(bars);
    }

    @Test
    void strict_bars_and_the_givens_they_need_have_the_grid_as_only_solution() {
        BarMap bars = BarMap.of(GRID, 4);
        RuleSet rules = RuleSets.of(EnumSet.of(Variant.CONSECUTIVE), 4, java.util.Optional.empty())
                .withBars(bars);
        int[] givens = GRID.clone();
        for (int cell = 4; cell < givens.length; cell++) {
            givens[cell] = 0;
        }
        RuleSolveResult result = new RuleSolver().solve(new VariantPuzzle(rules, givens));
        assertThat(result.solutionCount())
                .isEqualTo(ReferenceRuleSolver.count(new VariantPuzzle(rules, givens), 2)
                        .count());
        if (result.status() == Status.SOLVED) {
            assertThat(result.solution().orElseThrow()).containsExactly(GRID);
        }
    }

    @Test
    void a_bar_off_the_grid_or_an_unknown_code_names_its_line_and_column() {
        VariantEntry.Malformed offGrid = (VariantEntry.Malformed)
                consecutive("................\n...r\n....\n....\n....\n").get(0);
        assertThat(offGrid.located())
                .isEqualTo("line 2, column 4: r1c4 is in the last column: it has no cell to its right to bar");
        VariantEntry.Malformed below = (VariantEntry.Malformed)
                consecutive("................\n....\n....\n....\n.d..\n").get(0);
        assertThat(below.located())
                .isEqualTo("line 5, column 2: r4c2 is in the last row: it has no cell below it to bar");
        VariantEntry.Malformed unknown = (VariantEntry.Malformed)
                consecutive("................\n" + "x" + ".".repeat(15) + "\n").get(0);
        assertThat(unknown.located())
                .isEqualTo("line 2, column 1: 'x' is not a bar code (r right, d below, b both, . none)");
    }

    @Test
    void givens_against_a_bar_or_its_absence_are_a_conflict_naming_both_cells() {
        RuleSet rules = RuleSets.of(EnumSet.of(Variant.CONSECUTIVE), 4, java.util.Optional.empty())
                .withBars(new BarMap(4, "r" + ".".repeat(15)));
        int[] across = new int[16];
        across[0] = 1;
        across[1] = 3;
        assertThat(new VariantPuzzle(rules, across).conflict()).contains("r1c1 and r1c2 hold 1 and 3 across a bar");
        int[] unbarred = new int[16];
        unbarred[0] = 1;
        unbarred[4] = 2;
        assertThat(new VariantPuzzle(rules, unbarred).conflict())
                .contains("r1c1 and r2c1 hold 1 and 2 with no bar between them");
        assertThat(new RuleSolver().solve(new VariantPuzzle(rules, unbarred)).status())
                .isEqualTo(Status.INVALID);
    }

    @Test
    void taking_a_bar_away_leaves_every_other_border_as_it_was() {
        BarMap bars = BarMap.of(GRID, 4);
        for (int cell = 0; cell < GRID.length; cell++) {
            for (int side : Neighbours.of(cell, 4)) {
                BarMap fewer = bars.without(cell, side);
                for (int a = 0; a < GRID.length; a++) {
                    for (int b : Neighbours.of(a, 4)) {
                        boolean same = (a == cell && b == side) || (a == side && b == cell);
                        assertThat(fewer.barred(a, b))
                                .as("without %d-%d, border %d-%d", cell, side, a, b)
                                .isEqualTo(!same && bars.barred(a, b));
                    }
                }
            }
        }
    }

    @Test
    void in_the_partial_form_unbarred_neighbours_may_differ_by_one() {
        BarMap bars = new BarMap(4, "r" + ".".repeat(15));
        RuleSet partial = RuleSets.of(EnumSet.of(Variant.PARTIAL_CONSECUTIVE), 4, java.util.Optional.empty())
                .withPartialBars(bars);
        int[] unbarred = new int[16];
        unbarred[0] = 1;
        unbarred[4] = 2;
        assertThat(new VariantPuzzle(partial, unbarred).conflict()).isEmpty();
        int[] across = new int[16];
        across[0] = 1;
        across[1] = 3;
        assertThat(new VariantPuzzle(partial, across).conflict()).contains("r1c1 and r1c2 hold 1 and 3 across a bar");
        assertThat(partial.strictBars()).isFalse();
        assertThat(partial.label()).isEqualTo("partial-consecutive");

        List<VariantEntry> read = new VariantReader(EnumSet.of(Variant.PARTIAL_CONSECUTIVE))
                .read("12..............\n" + bars.codes() + "\n");
        assertThat(((VariantEntry.Puzzle) read.get(0)).puzzle().rules()).isEqualTo(partial);
    }

    @Test
    void the_two_forms_of_consecutive_do_not_combine() {
        assertThatThrownBy(() -> new VariantReader(EnumSet.of(Variant.CONSECUTIVE, Variant.PARTIAL_CONSECUTIVE)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("exclude each other");
    }
}
