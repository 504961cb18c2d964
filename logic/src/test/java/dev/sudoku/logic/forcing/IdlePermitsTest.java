package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Idle permits are lent to the chaining searches of the work in hand: a helper task runs only on a free
 * permit, so helpers never make more threads compute than there are permits.
 */
class IdlePermitsTest {

    @Test
    void work_is_lent_the_other_permits_and_a_helper_runs_on_a_free_one() throws Exception {
        try (IdlePermits workers = new IdlePermits(3)) {
            CountDownLatch ran = new CountDownLatch(1);
            int lent = workers.run(() -> {
                ChainHelpers.Loan loan = ChainHelpers.current().orElseThrow();
                loan.executor().execute(ran::countDown);
                return loan.helpers();
            });
            assertThat(lent).as("helpers lent").isEqualTo(2);
            assertThat(ran.await(5, TimeUnit.SECONDS)).as("the helper ran").isTrue();
            assertThat(ChainHelpers.current()).as("outside the work").isEmpty();
            // The helper gives its permit back just after its task has run: wait for that, not for the task.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (workers.available() != 3 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertThat(workers.available()).as("every permit back").isEqualTo(3);
        }
    }

    @Test
    void a_helper_does_nothing_while_every_permit_is_taken() throws Exception {
        try (IdlePermits workers = new IdlePermits(2)) {
            CountDownLatch holding = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<Void> other = CompletableFuture.runAsync(() -> workers.run(() -> {
                holding.countDown();
                await(release);
                return null;
            }));
            assertThat(holding.await(5, TimeUnit.SECONDS)).isTrue();
            AtomicInteger helped = new AtomicInteger();
            workers.run(() -> {
                ChainHelpers.Loan loan = ChainHelpers.current().orElseThrow();
                loan.executor().execute(helped::incrementAndGet);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                while (workers.helpersTurnedAway() == 0 && System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
                return null;
            });
            assertThat(workers.helpersTurnedAway())
                    .as("helper tasks turned away")
                    .isEqualTo(1);
            assertThat(helped).as("no permit was free for the helper").hasValue(0);
            release.countDown();
            other.get(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void a_single_permit_lends_nothing() {
        try (IdlePermits workers = new IdlePermits(1)) {
            assertThat(workers.run(() -> ChainHelpers.current().isPresent())).isFalse();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(5, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
