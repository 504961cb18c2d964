package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The warm-up follows its explanation while the server is idle, ends within its work, and gives way to a
 * request: the request is answered, the warm-up yields and goes on once the server is idle again.
 */
class WarmUpTest {
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    @Test
    void an_idle_server_warms_up_and_ends_within_its_work() throws Exception {
        try (TestServer server = new TestServer()) {
            WarmUp warmUp = server.warmUp(Duration.ofMillis(500));

            assertThat(warmUp.awaitFinished(PATIENCE)).as("ended").isTrue();
            assertThat(warmUp.steps()).as("steps of the explanation taken").isPositive();
            assertThat(warmUp.gaveWay()).as("nothing to give way to").isZero();
        }
    }

    @Test
    void a_request_is_answered_while_the_warm_up_gives_way_and_then_goes_on() throws Exception {
        // One worker: the warm-up holds the only permit while it searches, so the request has to take it back.
        WebLimits limits = WebLimits.defaults().withWorkers(1).withLogicTime(Duration.ofMillis(1500));
        try (TestServer server = new TestServer(limits)) {
            WarmUp warmUp = server.warmUp(PATIENCE);
            await("a first step", () -> warmUp.steps() > 0);

            JsonNode answer = server.post("/api/explain", "puzzle", Puzzles.EASTER_MONSTER)
                    .json();
            int stepsAfter = warmUp.steps();

            assertThat(answer.get("steps").isArray()).as(answer.toString()).isTrue();
            assertThat(answer.get("status").asText()).isIn("SOLVED", "TIMEOUT");
            assertThat(warmUp.gaveWay()).as("times it gave way").isPositive();
            await("a step after the request", () -> warmUp.steps() > stepsAfter);
        }
    }

    @Test
    void a_server_warms_up_once() {
        try (TestServer server = new TestServer()) {
            server.warmUp(Duration.ofMillis(1));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.warmUp(Duration.ofMillis(1)))
                    .isInstanceOf(IllegalStateException.class);
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited for " + what).isLessThan(deadline);
            Thread.sleep(10);
        }
    }
}
