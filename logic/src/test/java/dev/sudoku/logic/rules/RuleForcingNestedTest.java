package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The nested levels on a rule set, at the position where everything up to Dynamic (+) stalls on an X-windoku
 * puzzle of 11 givens (the soundness walk's seed 6015, which the nested chains then finish): the nested
 * chains go on, agreeing with the unique solution, and every removal a
 * nested chain makes inside a branch rests on the branch's own deletions and adds the inner chain's
 * complexity to the count of its ancestors.
 */
class RuleForcingNestedTest {
    private static final RuleSet X_WINDOKU = RuleSets.of(Set.of(Variant.X, Variant.WINDOKU), 9, Optional.empty());
    private static final String PUZZLE =
            "5...7.4.................6.1.7..................3......8...9........4.....9.......";

    private static int[] solution;
    private static RuleGrid stalled;

    @BeforeAll
    static void walkToTheStall() {
        VariantPuzzle puzzle = new VariantPuzzle(X_WINDOKU, givens(PUZZLE));
        solution = new RuleSolver().solve(puzzle).solution().orElseThrow();
        RuleCatalogue upToDynamicPlus = new RuleCatalogue(RuleCatalogue.DEFAULT.entries().stream()
                .filter(entry -> entry.difficulty() < 10.0)
                .toList());
        RuleLogicalSolver solver = new RuleLogicalSolver(upToDynamicPlus);
        stalled = RuleGrid.fromPuzzle(puzzle);
        Optional<Step> next;
        while ((next = solver.nextStep(stalled)).isPresent()) {
            stalled.apply(next.get());
        }
    }

    @Test
    void where_dynamic_plus_stalls_a_nested_multiple_chain_goes_on_and_agrees_with_the_solution() {
        assertThat(stalled.isSolved()).as("Dynamic (+) finishes the puzzle").isFalse();

        Step step = RuleForcingChains.nestedMultiple().find(stalled).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN);
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isGreaterThanOrEqualTo(10.0);
        assertAgreesWithSolution(step);
    }

    @Test
    void the_nested_chains_finish_the_puzzle_every_step_agreeing_with_the_solution() {
        RuleGrid grid = stalled.copy();
        RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
        Optional<Step> next;
        int nestedSteps = 0;
        while ((next = solver.nextStep(grid)).isPresent()) {
            assertAgreesWithSolution(next.get());
            assertThat(grid.apply(next.get())).as("the step changes the grid").isTrue();
            nestedSteps += next.get().technique() == TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN ? 1 : 0;
        }
        assertThat(grid.isSolved()).isTrue();
        assertThat(nestedSteps).isPositive();
    }

    @Test
    void a_removal_made_by_a_nested_chain_rests_on_the_branch_deletions_and_counts_the_inner_chain() {
        RuleImplications nested = new RuleImplications(stalled, RuleForcingMode.NESTED_MULTIPLE);
        RuleImplications plus = new RuleImplications(stalled, RuleForcingMode.DYNAMIC_PLUS);
        int checked = 0;
        for (int cell = 0; cell < stalled.cellCount() && checked == 0; cell++) {
            for (int rest = stalled.candidates(cell); rest != 0 && checked == 0; rest &= rest - 1) {
                int digit = Integer.numberOfTrailingZeros(rest) + 1;
                RuleBranch branch = nested.from(cell, digit, false);
                RuleBranch without = plus.from(cell, digit, false);
                for (int state : branch.nestedStates()) {
                    assertThat(without.reaches(state))
                            .as("reached without the nested chains")
                            .isFalse();
                    int[] parents = branch.parents(state);
                    assertThat(parents)
                            .as("the deletions the inner chain relied on")
                            .isNotEmpty();
                    for (int parent : parents) {
                        int node = parent >> 1;
                        assertThat(parent & 1).as("a deletion").isZero();
                        assertThat(branch.reaches(parent))
                                .as("deleted by the branch")
                                .isTrue();
                        assertThat(stalled.candidates(node / 9) & (1 << (node % 9)))
                                .as("a candidate of the grid")
                                .isNotZero();
                    }
                    assertThat(branch.ancestors(state, Integer.MAX_VALUE - 1))
                            .as("the ancestors plus the inner chain's complexity")
                            .isGreaterThan(branch.ancestry(state).length);
                    checked++;
                }
            }
        }
        assertThat(checked).as("removals made by nested chains").isPositive();
    }

    private static void assertAgreesWithSolution(Step step) {
        for (Placement placement : step.placements()) {
            assertThat(placement.digit()).isEqualTo(solution[placement.cell()]);
        }
        for (Candidate candidate : step.eliminations()) {
            assertThat(candidate.digit()).isNotEqualTo(solution[candidate.cell()]);
        }
    }

    private static int[] givens(String line) {
        int[] givens = new int[line.length()];
        for (int i = 0; i < line.length(); i++) {
            givens[i] = line.charAt(i) == '.' ? 0 : line.charAt(i) - '0';
        }
        return givens;
    }
}
