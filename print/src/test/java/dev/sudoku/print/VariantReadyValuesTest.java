package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantMade;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** A variant puzzle ready to print is a value: the same puzzle and solution make equal preparations. */
class VariantReadyValuesTest {
    @Test
    void two_preparations_of_the_same_puzzle_are_equal_and_print_the_solution_as_a_line() {
        VariantMade made = new VariantGenerator(EnumSet.of(Variant.X), 6).make(7);

        Preparation.VariantReady first = new Preparation.VariantReady(made.puzzle(), made.solution());
        Preparation.VariantReady second = new Preparation.VariantReady(made.puzzle(), made.solution());

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first)
                .hasToString("VariantReady[puzzle=" + made.puzzle() + ", solution=" + VariantText.line(made.solution())
                        + "]");
    }

    @Test
    void preparations_of_other_solutions_differ() {
        VariantMade made = new VariantGenerator(EnumSet.of(Variant.X), 6).make(7);
        int[] swapped = made.solution();
        int digit = swapped[0];
        swapped[0] = swapped[1];
        swapped[1] = digit;

        assertThat(new Preparation.VariantReady(made.puzzle(), swapped))
                .isNotEqualTo(new Preparation.VariantReady(made.puzzle(), made.solution()));
    }
}
