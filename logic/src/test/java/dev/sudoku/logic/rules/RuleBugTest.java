package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.cell;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * BUG type 1 on the position an X puzzle's path reaches before its BUG step (a generated puzzle of the
 * variants' soundness walk): every empty cell holds two digits but r9c2, whose 9 has three places in its row,
 * column and box.
 */
class RuleBugTest {
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());
    private static final String PUZZLE =
            ".......9.......3.5.3...5.....1.4.6....6..8....7..........8........3...7.8...6..3.";
    /** A placed digit, or [the candidates] of an empty cell, row by row. */
    private static final String POSITION =
            """
            4 [15] [25] 7 3 6 8 9 [12]
            7 6 9 [14] 8 2 3 [14] 5
            [12] 3 8 [49] [19] 5 [24] 6 7
            [39] 8 1 2 4 7 6 5 [39]
            [35] 4 6 [19] [59] 8 7 [12] [23]
            [29] 7 [25] 6 [15] 3 [19] 8 4
            [15] [29] 3 8 7 [49] [15] [24] 6
            6 [59] 4 3 2 1 [59] 7 8
            8 [129] 7 5 6 [49] [24] 3 [19]
            """;

    private static RuleGrid position(RuleSet rules, String text) {
        String[] cells = text.trim().split("\\s+");
        int[] values = new int[81];
        int[] candidates = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            String token = cells[cell];
            if (token.startsWith("[")) {
                for (char digit : token.substring(1, token.length() - 1).toCharArray()) {
                    candidates[cell] |= 1 << (digit - '1');
                }
            } else {
                values[cell] = Integer.parseInt(token);
            }
        }
        return RuleGrid.ofPosition(RulePositions.empty(rules), values, candidates);
    }

    @Test
    void the_extra_digit_of_the_one_cell_with_three_is_kept_and_its_two_others_go() {
        BugStep step = (BugStep) RuleBug.type1().find(position(X, POSITION)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.BUG_TYPE_1);
        assertThat(step.extras()).containsExactly(new Candidate(cell(9, 2), 9));
        assertThat(step.eliminations()).containsExactly(new Candidate(cell(9, 2), 1), new Candidate(cell(9, 2), 2));
        assertThat(RuleStepText.describe(step, X))
                .isEqualTo("BUG Type 1: extra candidates r9c2(9) => r9c2<>1, r9c2<>2");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(5.6);
        // The position is the puzzle's, on its way to its one solution, whose r9c2 is the extra digit.
        int[] solution = new RuleSolver()
                .solve(new VariantPuzzle(X, givens()))
                .solution()
                .orElseThrow();
        assertThat(solution[cell(9, 2)]).isEqualTo(9);
        RuleGrid grid = position(X, POSITION);
        for (int cell = 0; cell < 81; cell++) {
            boolean agrees = grid.value(cell) == solution[cell]
                    || (grid.value(cell) == 0 && (grid.candidates(cell) & 1 << (solution[cell] - 1)) != 0);
            assertThat(agrees).as("r%dc%d", cell / 9 + 1, cell % 9 + 1).isTrue();
        }
    }

    @Test
    void a_second_cell_with_three_digits_is_no_grave() {
        String twoCells = POSITION.replaceFirst("\\[15]", "[125]");
        assertThat(RuleBug.type1().find(position(X, twoCells))).isEmpty();
    }

    @Test
    void cages_and_bars_are_not_tried_as_the_trade_may_break_their_sums_and_differences() {
        RuleSet caged = X.withCages(new CageMap(9, List.of(new Cage('A', 11, new int[] {cell(1, 1), cell(2, 1)}))));
        assertThat(RuleBug.type1().find(position(caged, POSITION))).isEmpty();
        RuleSet barred = X.withBars(new BarMap(9, ".".repeat(81)));
        assertThat(RuleBug.type1().find(position(barred, POSITION))).isEmpty();
    }

    private static int[] givens() {
        int[] givens = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            char c = PUZZLE.charAt(cell);
            givens[cell] = c == '.' ? 0 : c - '0';
        }
        return givens;
    }
}
