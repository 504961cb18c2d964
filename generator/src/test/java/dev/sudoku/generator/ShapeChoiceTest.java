package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ShapeChoiceTest {
    @Test
    void nothing_given_is_9x9_and_a_side_alone_takes_its_default_boxes() {
        assertThat(ShapeChoice.of(OptionalInt.empty(), Optional.empty(), "size", "box"))
                .isEqualTo(BoxShape.CLASSIC);
        assertThat(ShapeChoice.of(OptionalInt.of(6), Optional.empty(), "size", "box"))
                .isEqualTo(new BoxShape(2, 3));
    }

    @Test
    void a_box_given_wins_and_must_agree_with_a_side_given() {
        BoxShape tall = new BoxShape(3, 2);
        assertThat(ShapeChoice.of(OptionalInt.of(6), Optional.of(tall), "size", "box"))
                .isEqualTo(tall);
        assertThatThrownBy(() -> ShapeChoice.of(OptionalInt.of(9), Optional.of(tall), "--size", "--box"))
                .hasMessage("--size 9 does not match --box 3x2");
    }

    @Test
    void a_prime_side_alone_is_refused_naming_the_box_that_makes_a_latin_square() {
        assertThatThrownBy(() -> ShapeChoice.of(OptionalInt.of(7), Optional.empty(), "--size", "--box"))
                .hasMessageContaining("makes a Latin square; give --box 1x7");
        assertThat(ShapeChoice.of(OptionalInt.empty(), Optional.of(new BoxShape(1, 7)), "size", "box")
                        .size())
                .isEqualTo(7);
    }
}
