package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import org.junit.jupiter.api.Test;

class SolveTaskArgumentsTest {
    @Test
    void a_negative_time_for_details_is_named_with_its_value() {
        assertThatThrownBy(() -> new SolveTask(Solvers.create("auto"), SolveLimits.UNIQUENESS, GridText.DEFAULT, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("detailNanos must not be negative, got -1");
    }
}
