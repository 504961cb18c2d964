package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import org.junit.jupiter.api.Test;

/** Puzzles of a run are numbered from 0: a negative number is a caller's mistake, named at the call. */
class NegativeIndexTest {
    @Test
    void a_negative_puzzle_index_is_refused_naming_it() {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 1));

        assertThatThrownBy(() -> generator.generate(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must not be negative, got -1");
    }
}
