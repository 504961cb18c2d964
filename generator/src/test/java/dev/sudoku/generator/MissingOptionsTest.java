package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** A missing option is named where it is given, not met as a bare null pointer when puzzles are made. */
class MissingOptionsTest {
    private static final GeneratorOptions NINE = GeneratorOptions.of(BoxShape.CLASSIC, 1);

    private static void refusedAsMissing(String option, ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOf(NullPointerException.class).hasMessage(option);
    }

    @Test
    void each_optional_setting_names_itself_when_missing() {
        refusedAsMissing("band", () -> NINE.withBand(null));
        refusedAsMissing("pattern", () -> NINE.withPattern(null));
        refusedAsMissing("technique", () -> NINE.withTechnique(null));
        refusedAsMissing("symmetry", () -> NINE.withSymmetry(null));
        refusedAsMissing("timeLimit", () -> NINE.withTimeLimit(null));
    }

    @Test
    void a_generator_and_a_shape_reach_name_what_they_were_not_given() {
        refusedAsMissing("options", () -> new Generator(null));
        refusedAsMissing("shape", () -> ShapeReach.of(null));
    }
}
