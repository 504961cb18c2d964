package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.bits;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.WingStep;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Wings and chains on rule sets, on positions built by hand: an empty grid whose candidates are then cut
 * down, so the one pattern the test means is the only one there.
 */
class RuleWingsChainsAndExclusionsTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @Test
    void a_skyscraper_is_the_shortest_x_chain_and_removes_what_sees_both_ends() {
        int[] candidates = all(CLASSIC);
        // 4 has two places in column 1 (r1c1, r9c1) and in column 5 (r2c5, r9c5); r9c1 and r9c5 share row 9.
        keepOnly(candidates, 4, column(0), 0, 72);
        keepOnly(candidates, 4, column(4), 13, 76);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        Step step = RuleChains.xChain().find(grid).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.X_CHAIN);
        assertThat(((ChainStep) step).links()).hasSize(3);
        assertAlternates((ChainStep) step);
        assertThat(step.eliminations())
                .containsExactly(new Candidate(3, 4), new Candidate(5, 4), new Candidate(10, 4), new Candidate(11, 4));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("X-Chain: (4)r1c1=(4)r9c1-(4)r9c5=(4)r2c5 => r1c4,r1c6,r2c2,r2c3<>4");
    }

    @Test
    void without_the_second_strong_link_there_is_no_x_chain() {
        int[] candidates = all(CLASSIC);
        keepOnly(candidates, 4, column(0), 0, 72);

        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        assertThat(RuleChains.xChain().find(grid)).isEmpty();
    }

    @Test
    void an_xy_wing_takes_z_from_the_cell_that_sees_both_pincers() {
        int[] candidates = all(CLASSIC);
        candidates[0] = bits(1, 2); // pivot r1c1
        candidates[4] = bits(1, 3); // pincer r1c5
        candidates[36] = bits(2, 3); // pincer r5c1
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        Step step = RuleWings.xyWing().find(grid).orElseThrow();

        WingStep wing = (WingStep) step;
        assertThat(wing.pivot()).isZero();
        assertThat(wing.pincers()).containsExactly(4, 36);
        assertThat(step.eliminations()).containsExactly(new Candidate(40, 3));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("XY-Wing: pivot r1c1, pincers r1c5,r5c1 on 1,2,3 => r5c5<>3");
        assertThat(RuleWings.xyzWing().find(grid))
                .as("no pivot of three candidates")
                .isEmpty();
    }

    @Test
    void a_consecutive_bar_is_a_weak_link_of_an_aic() {
        // A bar joins r1c1 and r1c2 (the partial form: no other border says anything): their digits differ
        // by 1. r1c1 is 1 or 9, r1c2 is 2 or 5: only 1 beside 2 fits, and a chain across the bar shows it.
        RuleSet rules = CLASSIC.withPartialBars(new BarMap(9, "r" + ".".repeat(80)));
        int[] candidates = all(rules);
        candidates[0] = bits(1, 9);
        candidates[1] = bits(2, 5);
        RuleGrid grid = RuleGrid.ofPosition(empty(rules), new int[81], candidates);

        assertThat(RuleChains.xChain().find(grid)).isEmpty();
        assertThat(RuleChains.xyChain().find(grid)).isEmpty();
        Step step = RuleChains.aic().find(grid).orElseThrow();

        ChainStep chain = (ChainStep) step;
        assertAlternates(chain);
        assertThat(step.eliminations()).isNotEmpty().isSubsetOf(new Candidate(0, 9), new Candidate(1, 5));
        assertThat(chain.links())
                .as("a weak link crosses the bar between two different digits")
                .anyMatch(link -> !link.strong()
                        && link.from().digit() != link.to().digit()
                        && link.from().cells().get(0) + link.to().cells().get(0) == 1);
    }

    @Test
    void aligned_pair_exclusion_drops_a_digit_every_partner_of_which_empties_an_excluder() {
        int[] candidates = all(CLASSIC);
        candidates[0] = bits(1, 2); // r1c1
        candidates[6] = bits(2, 3); // r1c7
        candidates[8] = bits(1, 3); // r1c9
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        ExclusionStep step =
                (ExclusionStep) RuleAlignedPairs.technique().find(grid).orElseThrow();

        // r1c2 = 3 beside r1c1 = 1 empties r1c9, beside r1c1 = 2 empties r1c7.
        assertThat(step.cells()).containsExactly(0, 1);
        assertThat(step.excluders()).containsExactly(6, 8);
        assertThat(step.eliminations()).containsExactly(new Candidate(1, 3));
        assertThat(RuleStepText.describe(step, CLASSIC))
                .isEqualTo("Aligned Pair Exclusion: r1c1,r1c2 with r1c7,r1c9 => r1c2<>3");
    }

    @Test
    void aligned_pair_exclusion_keeps_a_digit_one_partner_still_allows() {
        int[] candidates = all(CLASSIC);
        candidates[0] = bits(1, 2);
        candidates[6] = bits(2, 4); // r1c2 = 3 beside r1c1 = 2 leaves r1c7 its 4
        candidates[8] = bits(1, 3);
        RuleGrid grid = RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates);

        assertThat(RuleAlignedPairs.technique().find(grid)).isEmpty();
    }

    @Test
    void a_diagonal_with_two_places_takes_the_digit_from_the_cells_seeing_both() {
        RuleSet x = RuleSets.of(Set.of(dev.sudoku.core.rules.Variant.X), 9, Optional.empty());
        int[] candidates = all(x);
        for (int i = 0; i < 9; i++) {
            if (i != 0 && i != 4) {
                candidates[i * 10] &= ~bits(5); // 5 on the main diagonal only at r1c1 and r5c5
            }
        }
        RuleGrid grid = RuleGrid.ofPosition(empty(x), new int[81], candidates);

        Step step = RuleCommonPeers.technique().find(grid).orElseThrow();

        assertThat(step.eliminations())
                .containsExactly(new Candidate(4, 5), new Candidate(8, 5), new Candidate(36, 5), new Candidate(72, 5));
        assertThat(RuleStepText.describe(step, x))
                .isEqualTo("Common Peer: 5 in d1 at r1c1,r5c5 => r1c5,r1c9,r5c1,r9c1<>5");
        assertThat(RuleCommonPeers.technique().find(RuleGrid.ofPosition(empty(CLASSIC), new int[81], candidates)))
                .as("without the diagonals the same candidates hold no such pattern")
                .isEmpty();
    }

    @Test
    void the_catalogue_rates_a_longer_chain_higher() {
        RuleCatalogue catalogue = RuleCatalogue.DEFAULT;
        ChainStep shortChain = chainOf(3);
        ChainStep longChain = chainOf(9);

        assertThat(catalogue.difficulty(shortChain)).isEqualTo(7.0);
        assertThat(catalogue.difficulty(longChain)).isGreaterThan(catalogue.difficulty(shortChain));
    }

    private static ChainStep chainOf(int links) {
        List<ChainLink> chain = new java.util.ArrayList<>();
        for (int i = 0; i < links; i++) {
            chain.add(new ChainLink(
                    dev.sudoku.logic.ChainNode.of(i, 1), dev.sudoku.logic.ChainNode.of(i + 1, 1), i % 2 == 0));
        }
        return new ChainStep(TechniqueId.AIC, chain, List.of(), List.of(new Candidate(80, 1)), List.of());
    }

    private static void assertAlternates(ChainStep step) {
        List<ChainLink> links = step.links();
        assertThat(links.get(0).strong())
                .as("the chain starts with a strong link")
                .isTrue();
        assertThat(links.get(links.size() - 1).strong()).as("and ends with one").isTrue();
        for (int i = 1; i < links.size(); i++) {
            assertThat(links.get(i).strong()).isNotEqualTo(links.get(i - 1).strong());
            assertThat(links.get(i).from()).isEqualTo(links.get(i - 1).to());
        }
    }

    private static int[] column(int col) {
        int[] cells = new int[9];
        for (int row = 0; row < 9; row++) {
            cells[row] = row * 9 + col;
        }
        return cells;
    }

    /** Takes {@code digit} from every cell of {@code house} but the kept ones. */
    private static void keepOnly(int[] candidates, int digit, int[] house, int... kept) {
        for (int cell : house) {
            if (Arrays.stream(kept).noneMatch(k -> k == cell)) {
                candidates[cell] &= ~(1 << (digit - 1));
            }
        }
    }
}
