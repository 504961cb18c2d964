package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.generator.FourByFourLayouts;
import dev.sudoku.generator.FourByFourPuzzles;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleRater;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bounds {@link VariantReach} states, checked against every puzzle they speak of. */
class VariantReachTest {
    /**
     * The techniques whose steps stay open when more digits are placed (VariantReach says why); a minimal
     * puzzle that needed any other would leave its supersets unbounded by it.
     */
    private static final Set<TechniqueId> MONOTONE = EnumSet.of(
            TechniqueId.FULL_HOUSE,
            TechniqueId.HIDDEN_SINGLE_BOX,
            TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE,
            TechniqueId.HIDDEN_SINGLE_LINE,
            TechniqueId.NAKED_SINGLE,
            TechniqueId.POINTING,
            TechniqueId.CLAIMING,
            TechniqueId.COMMON_PEER);

    /**
     * Every minimal unique 4x4 puzzle of the variants (of every jigsaw layout, every grid with first row
     * 1234 and every clue set) is rated: each is solved, by the steps above only, and the highest ER is
     * the bound VariantReach states, no higher. Jigsaw alone, 117 layouts and some 170,000 minimal
     * puzzles, takes about ten seconds; the others a few.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"x", "windoku", "x;windoku", "jigsaw", "jigsaw;x", "jigsaw;windoku", "jigsaw;x;windoku"})
    void the_hardest_minimal_4x4_puzzle_rates_exactly_the_stated_bound_and_needs_only_steps_that_stay_open(
            String names) {
        Set<Variant> variants = VariantNames.parse(names);
        List<Optional<RegionMap>> layouts = variants.contains(Variant.JIGSAW)
                ? FourByFourLayouts.all().stream().map(Optional::of).toList()
                : List.of(Optional.empty());
        RuleRater rater = new RuleRater(RuleCatalogue.DEFAULT);
        double[] highest = {0};
        int[] minimal = {0};
        for (Optional<RegionMap> layout : layouts) {
            RuleSet rules = RuleSets.of(variants, FourByFourPuzzles.SIDE, layout);
            FourByFourPuzzles puzzles = new FourByFourPuzzles(
                    rules.houses().stream().map(RuleHouse::cells).toList());
            for (int[] grid : puzzles.normalisedGrids()) {
                puzzles.forEachMinimal(grid, givens -> {
                    VariantPuzzle puzzle = new VariantPuzzle(rules, FourByFourPuzzles.values(grid, givens));
                    Rating rating = rater.rate(puzzle);
                    assertThat(rating.solved()).as(puzzle.line()).isTrue();
                    assertThat(rating.hardest()).as(puzzle.line()).get().isIn(MONOTONE);
                    highest[0] = Math.max(highest[0], rating.er());
                    minimal[0]++;
                });
            }
        }
        assertThat(minimal[0]).isGreaterThan(500);
        assertThat(highest[0])
                .isEqualTo(VariantReach.of(variants, FourByFourPuzzles.SIDE)
                        .highestRating()
                        .getAsDouble());
    }

    @Test
    void every_4x4_jigsaw_layout_is_walked_the_boxes_and_the_rows_among_them() {
        List<String> lines =
                FourByFourLayouts.all().stream().map(RegionMap::line).toList();

        assertThat(lines).doesNotHaveDuplicates().contains("AABBAABBCCDDCCDD", "AAAABBBBCCCCDDDD", "ABCDABCDABCDABCD");
        assertThat(lines).hasSizeGreaterThan(100);
    }

    @Test
    void a_4x4_x_or_windoku_is_easy_only_a_4x4_jigsaw_at_most_difficult() {
        for (String names : List.of("x", "windoku", "x;windoku")) {
            VariantReach reach = VariantReach.of(VariantNames.parse(names), 4);
            assertThat(reach.reaches(Level.EASY, LevelScale.DEFAULT)).as(names).isTrue();
            assertThat(reach.why(Level.MODERATE, LevelScale.DEFAULT))
                    .as(names)
                    .get()
                    .asString()
                    .contains("4x4", "Moderate", "singles");
            assertThat(reach.reaches(Level.EXTREME, LevelScale.DEFAULT))
                    .as(names)
                    .isFalse();
        }
        VariantReach jigsaw = VariantReach.of(Set.of(Variant.JIGSAW), 4);
        assertThat(jigsaw.reaches(Level.DIFFICULT, LevelScale.DEFAULT)).isTrue();
        assertThat(jigsaw.why(Level.FIENDISH, LevelScale.DEFAULT))
                .get()
                .asString()
                .contains("2.8");
        // A scale whose Easy ends lower lets a 4x4 X reach Moderate.
        assertThat(VariantReach.of(Set.of(Variant.X), 4).reaches(Level.MODERATE, LevelScale.DEFAULT.with("easy=1.0")))
                .isTrue();
    }

    @Test
    void marked_variants_and_larger_sizes_have_no_bound() {
        for (String names : List.of("oddeven", "killer", "consecutive", "partial-consecutive", "x;killer")) {
            assertThat(VariantReach.of(VariantNames.parse(names), 4).highestRating())
                    .as(names)
                    .isEmpty();
        }
        assertThat(VariantReach.of(Set.of(Variant.X), 6).highestRating()).isEmpty();
        assertThat(VariantReach.of(Set.of(Variant.WINDOKU), 9).reaches(Level.EXTREME, LevelScale.DEFAULT))
                .isTrue();
    }

    @ParameterizedTest(name = "{0} under {1}: {2}")
    @CsvSource({
        "DIABOLICAL,'',true",
        "FIENDISH,'',true",
        "EXTREME,'',true",
        "EASY,'',true",
        "DIABOLICAL,fiendish=8.6,false",
        "FIENDISH,fiendish=8.6,true"
    })
    void a_level_is_out_of_reach_at_any_size_only_above_the_hardest_rule_set_technique(
            Level level, String bounds, boolean reachable) {
        // The hardest technique, the dynamic forcing chains, rates 8.5 and more: Diabolical on the default scale.
        LevelScale scale = bounds.isEmpty() ? LevelScale.DEFAULT : LevelScale.DEFAULT.with(bounds);

        assertThat(VariantReach.whyAnyVariantMisses(level, scale).isEmpty()).isEqualTo(reachable);
        assertThat(VariantReach.of(Set.of(Variant.X), 9).reaches(level, scale)).isEqualTo(reachable);
    }
}
