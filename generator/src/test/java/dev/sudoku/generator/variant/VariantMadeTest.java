package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantText;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class VariantMadeTest {
    @Test
    void a_made_puzzle_is_a_value_printed_with_its_puzzle_and_solution() {
        VariantMade made = new VariantGenerator(EnumSet.of(Variant.X), 9).make(7);
        VariantMade copy = new VariantMade(made.puzzle(), made.solution(), made.seed(), made.nanos());

        assertThat(copy).isEqualTo(made).hasSameHashCodeAs(made);
        assertThat(made.toString())
                .contains(made.puzzle().line(), VariantText.line(made.solution()), "seed=7")
                .doesNotContain("[I@");
    }
}
