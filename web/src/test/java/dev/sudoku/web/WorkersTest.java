package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.forcing.ChainHelpers;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A request's work is lent the other workers for its chaining searches; a single worker lends none. */
class WorkersTest {

    @Test
    void a_request_is_lent_the_other_workers() {
        try (Workers workers = new Workers(3, Duration.ofMillis(100))) {
            int lent = workers.run(() -> ChainHelpers.current().orElseThrow().helpers());
            assertThat(lent).isEqualTo(2);
            assertThat(ChainHelpers.current()).as("outside a request").isEmpty();
        }
        try (Workers one = new Workers(1, Duration.ofMillis(100))) {
            assertThat(one.run(() -> ChainHelpers.current().isPresent())).isFalse();
        }
    }
}
