package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forcing chains on rule sets, on positions built by hand: an empty grid whose candidates are then cut
 * down, so the chain the test means is the only one there.
 */
class RuleForcingChainsTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @Test
    void each_digit_of_a_cell_forcing_4_into_a_pincer_takes_4_from_the_cell_that_sees_every_pincer() {
        // r1c1 is 1, 2 or 3; each puts 4 in r1c4, r1c7 or r2c2, and r1c2 sees all three.
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], threePincers(bits(3, 4)));

        ForcingChainStep step =
                (ForcingChainStep) RuleForcingChains.multiple().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.MULTIPLE_FORCING_CHAIN);
        assertThat(step.kind()).isEqualTo(ForcingChainKind.CELL);
        assertThat(step.eliminations()).containsExactly(new Candidate(1, 4));
        assertThat(step.placements()).isEmpty();
        assertThat(step.branches()).hasSize(3).allSatisfy(branch -> {
            assertThat(branch.get(0).cell()).isZero();
            assertThat(branch.get(branch.size() - 1)).isEqualTo(new Inference(1, 4, false));
        });
        assertThat(step.complexity()).isEqualTo(12);
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Multiple Forcing Chains, cell (complexity 12): (1)r1c1-(1)r1c4=(4)r1c4-(4)r1c2"
                        + " | (2)r1c1-(2)r1c7=(4)r1c7-(4)r1c2 | (3)r1c1-(3)r2c2=(4)r2c2-(4)r1c2 => r1c2<>4");
        assertThat(RuleHintText.describe(step, CLASSIC, 1))
                .isEqualTo("Technique: Multiple Forcing Chains. Look in b1.");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step))
                .as("8.0 and SE's bonus for 12 nodes")
                .isCloseTo(8.3, within(1e-9));
    }

    @Test
    void one_pincer_on_another_digit_leaves_no_cell_forcing_chain() {
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], threePincers(bits(3, 5)));

        assertThat(RuleForcingChains.multiple().find(grid)).isEmpty();
        assertThat(RuleForcingChains.nishio().find(grid)).isEmpty();
    }

    @Test
    void a_consecutive_bar_carries_a_dynamic_double_chain() {
        // A bar joins r1c1 (2 or 5) and r1c2 (1, 3 or 7), so their digits differ by 1. r1c2 = 1 leaves r1c1
        // only 2; r1c2 <> 1 leaves r1c2 3 or 7, neither beside 5: either way r1c1 is not 5.
        RuleSet rules = CLASSIC.withPartialBars(new BarMap(9, "r" + ".".repeat(80)));
        int[] candidates = all(rules);
        candidates[0] = bits(2, 5);
        candidates[1] = bits(1, 3, 7);
        RuleGrid grid = RuleGrid.ofPosition(empty(rules), new int[81], candidates);

        ForcingChainStep step =
                (ForcingChainStep) RuleForcingChains.dynamic().find(grid).orElseThrow();

        assertThat(step.kind()).isEqualTo(ForcingChainKind.DOUBLE);
        assertThat(step.eliminations()).containsExactly(new Candidate(0, 5));
        assertThat(step.branches())
                .containsExactly(
                        List.of(new Inference(1, 1, true), new Inference(0, 5, false)),
                        List.of(new Inference(1, 1, false), new Inference(0, 5, false)));
        assertThat(RuleStepText.describe(step, rules))
                .isEqualTo("Dynamic Forcing Chains, double (complexity 4): (1)r1c2-(5)r1c1 | ~(1)r1c2-(5)r1c1"
                        + " => r1c1<>5");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(8.5);
        assertThat(RuleStepText.describe(RuleForcingChains.multiple().find(grid).orElseThrow(), rules))
                .as("static chains cross the bar from each digit of r1c2, at a higher complexity")
                .isEqualTo("Multiple Forcing Chains, cell (complexity 6): (1)r1c2-(5)r1c1 | (3)r1c2-(5)r1c1"
                        + " | (7)r1c2-(5)r1c1 => r1c1<>5");

        RuleGrid withoutBar = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);
        assertThat(RuleForcingChains.dynamic().find(withoutBar))
                .as("without the bar nothing ties the two cells")
                .isEmpty();
    }

    @Test
    void nishio_refutes_a_digit_that_takes_both_places_of_it_in_a_column() {
        // 1 goes in column 5 only at r1c5 or r2c5, which r1c4 both sees.
        int[] candidates = all(CLASSIC);
        for (int row = 2; row < 9; row++) {
            candidates[row * 9 + 4] &= ~bits(1);
        }
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        ForcingChainStep step =
                (ForcingChainStep) RuleForcingChains.nishio().find(grid).orElseThrow();

        assertThat(step.kind()).isEqualTo(ForcingChainKind.CONTRADICTION);
        assertThat(step.eliminations()).containsExactly(new Candidate(3, 1));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Nishio Forcing Chain, contradiction (complexity 5): (1)r1c4-(1)r1c5=(1)r2c5"
                        + " | (1)r1c4-(1)r2c5 => r1c4<>1");
        assertThat(RuleHintText.describe(step, CLASSIC, 2)).isEqualTo("Nishio Forcing Chain: look at 1 in r1c4.");
    }

    @Test
    void a_hint_names_the_plural_chains_of_dynamic_plus_without_an_article() {
        int[] candidates = all(CLASSIC);
        for (int row = 2; row < 9; row++) {
            candidates[row * 9 + 4] &= ~bits(1);
        }
        ForcingChainStep nishio = (ForcingChainStep) RuleForcingChains.nishio()
                .find(RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates))
                .orElseThrow();
        ForcingChainStep plus = new ForcingChainStep(
                TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS,
                nishio.kind(),
                nishio.complexity(),
                nishio.branches(),
                nishio.placements(),
                nishio.eliminations(),
                nishio.highlights());

        assertThat(RuleHintText.describe(plus, CLASSIC, 2)).isEqualTo("Dynamic Forcing Chains (+): look at 1 in r1c4.");
        assertThat(RuleCatalogue.DEFAULT.difficulty(plus))
                .as("9.0 and SE's bonus for 5 nodes")
                .isEqualTo(9.0);
    }

    /** r1c1 of 1, 2, 3 and its pincers r1c4 {1,4}, r1c7 {2,4} and r2c2 of {@code third}. */
    private static int[] threePincers(int third) {
        int[] candidates = all(CLASSIC);
        candidates[0] = bits(1, 2, 3);
        candidates[3] = bits(1, 4);
        candidates[6] = bits(2, 4);
        candidates[10] = third;
        return candidates;
    }
}
