package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.Variant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RuleNamesTest {
    @Test
    void each_kind_of_house_has_its_short_name() {
        assertThat(
                        List.of("row 3", "column 12", "box 7", "region B", "main diagonal", "anti-diagonal", "window 2")
                                .stream()
                                .map(RuleNames::shortName))
                .containsExactly("r3", "c12", "b7", "jB", "d1", "d2", "w2");
        assertThat(RuleNames.shortName("top-left box 9")).isEqualTo("TL b9");
        assertThat(RuleNames.shortName("centre row 5")).isEqualTo("C r5");
    }

    @Test
    void no_two_houses_of_a_rule_set_share_a_short_name() {
        RuleSet xWindoku = RuleSets.of(EnumSet.of(Variant.X, Variant.WINDOKU), 9, Optional.empty());
        for (RuleSet rules : List.of(Samurai.rules(), xWindoku)) {
            RuleNames names = new RuleNames(rules);
            List<String> all = IntStream.range(0, rules.houses().size())
                    .mapToObj(names::house)
                    .toList();
            assertThat(all).doesNotHaveDuplicates().hasSize(rules.houses().size());
        }
    }

    @Test
    void a_cell_points_a_hint_at_its_box() {
        RuleSet x = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        RuleNames names = new RuleNames(x);

        assertThat(names.house(names.boxOf(0))).isEqualTo("b1");
        assertThat(names.house(names.boxOf(80))).isEqualTo("b9");
    }
}
