package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import org.junit.jupiter.api.Test;

/** The entry points a caller starts from name a missing argument instead of failing inside the JDK. */
class MissingArgumentsTest {
    @Test
    void parsing_no_text_names_the_text() {
        assertThatThrownBy(() -> PuzzleReader.parse(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("text");
    }

    @Test
    void a_solver_without_a_name_names_the_name() {
        assertThatThrownBy(() -> Solvers.create(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("solver name (one of auto, band, general, reference)");
    }

    @Test
    void a_box_shape_without_text_names_the_text() {
        assertThatThrownBy(() -> BoxShape.parse(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("box shape text (RxC, for example 2x3)");
    }
}
