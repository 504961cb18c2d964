package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A limit of nothing is a caller's mistake: the message names the limit and what it was given. */
class SolveLimitsTest {
    @Test
    void each_limit_below_one_is_named_with_its_value() {
        assertThatThrownBy(() -> SolveLimits.countUpTo(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxSolutions must be at least 1, got 0");
        assertThatThrownBy(() -> SolveLimits.UNIQUENESS.withMaxNodes(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxNodes must be positive, got 0");
        assertThatThrownBy(() -> SolveLimits.UNIQUENESS.withMaxNanos(-5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxNanos must be positive, got -5");
    }
}
