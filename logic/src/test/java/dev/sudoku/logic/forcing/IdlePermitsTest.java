package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Idle permits are lent to the chaining searches of the work in hand: a helper task runs only on a free
 * permit, so helpers never make more threads compute than there are permits, and not while other work waits
 * for one.
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
    void work_that_waits_for_a_permit_gets_the_one_a_helper_gives_back_before_another_helper_does() throws Exception {
        // Twenty tries, since which thread comes first is a race: before helpers gave way to a waiting thread,
        // this failed at the first tries, and with steps of 10 ms a wait lasted 2 to 14 steps in half of them.
        for (int attempt = 0; attempt < 20; attempt++) {
            assertThat(helperStepsStartedWhileWorkWaits())
                    .as("helper steps started while work waited for a permit (try %d)", attempt)
                    .isLessThanOrEqualTo(1);
        }
    }

    /**
     * Two permits: work whose search keeps the helper busy with one 2 ms step after another, as a long rating
     * does, and another thread that asks for a permit meanwhile; how many steps started while it waited. At
     * most one: a step that took its permit just before the thread began to wait.
     */
    private static int helperStepsStartedWhileWorkWaits() throws Exception {
        try (IdlePermits workers = new IdlePermits(2)) {
            AtomicInteger started = new AtomicInteger();
            AtomicInteger startedWhileWaiting = new AtomicInteger();
            CountDownLatch done = new CountDownLatch(1);
            CompletableFuture<Void> busy = CompletableFuture.runAsync(() -> workers.run(() -> {
                ChainHelpers.Loan loan = ChainHelpers.current().orElseThrow();
                for (int step = 0; step < 1000; step++) {
                    loan.executor().execute(() -> {
                        started.incrementAndGet();
                        if (workers.anyWaiting()) {
                            startedWhileWaiting.incrementAndGet();
                        }
                        sleep(2);
                    });
                }
                await(done);
                return null;
            }));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (started.get() == 0 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            boolean taken = workers.tryAcquire(Duration.ofSeconds(5));
            if (taken) {
                workers.release();
            }
            done.countDown();
            busy.get(10, TimeUnit.SECONDS);
            assertThat(taken).as("a permit within 5 s").isTrue();
            return startedWhileWaiting.get();
        }
    }

    @Test
    void work_that_waits_for_other_work_gives_its_permit_back_for_the_wait_and_holds_one_again_after() {
        try (IdlePermits workers = new IdlePermits(2)) {
            int[] during = new int[1];
            int after = workers.run(() -> {
                int before = workers.available();
                String waited = IdlePermits.idleWhile(() -> {
                    during[0] = workers.available();
                    return "waited";
                });
                assertThat(waited).isEqualTo("waited");
                assertThat(before).as("free while the work runs").isEqualTo(1);
                return workers.available();
            });
            assertThat(during[0]).as("free while the work waits").isEqualTo(2);
            assertThat(after).as("free once the wait is over").isEqualTo(1);
            assertThat(workers.available())
                    .as("every permit back after the work")
                    .isEqualTo(2);
            // Outside any work there is no permit to give back.
            assertThat(IdlePermits.idleWhile(workers::available)).isEqualTo(2);
        }
    }

    @Test
    void idle_work_runs_only_while_nothing_else_holds_a_permit() throws Exception {
        try (IdlePermits workers = new IdlePermits(2)) {
            assertThat(workers.whileIdle(Duration.ofMillis(1), () -> workers.available()))
                    .as("run on one permit of two")
                    .contains(1);
            assertThat(workers.tryAcquire(Duration.ZERO)).isTrue();
            AtomicInteger ran = new AtomicInteger();
            assertThat(workers.whileIdle(Duration.ofMillis(1), ran::incrementAndGet))
                    .as("not run while other work holds a permit")
                    .isEmpty();
            assertThat(ran).hasValue(0);
            workers.release();
            assertThat(workers.available()).isEqualTo(2);
        }
    }

    @Test
    void idle_work_stops_when_other_work_takes_a_permit_and_gives_its_own_back() throws Exception {
        try (IdlePermits workers = new IdlePermits(2)) {
            CountDownLatch started = new CountDownLatch(1);
            AtomicInteger checks = new AtomicInteger();
            CompletableFuture<java.util.Optional<Integer>> idle =
                    CompletableFuture.supplyAsync(() -> workers.whileIdle(Duration.ofMillis(1), () -> {
                        started.countDown();
                        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                        while (System.nanoTime() < deadline) {
                            dev.sudoku.logic.SearchBudget.check();
                            checks.incrementAndGet();
                        }
                        return 0;
                    }));
            await(started);
            // Take the permit only once the idle work has passed a check: on a busy machine the first check
            // could otherwise come after the permit was taken, and the work stop before it ran at all.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (checks.get() == 0 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertThat(checks.get()).as("it ran before the permit was taken").isPositive();
            assertThat(workers.tryAcquire(Duration.ZERO))
                    .as("the other permit is free")
                    .isTrue();
            assertThat(idle.get(10, TimeUnit.SECONDS))
                    .as("stopped, with nothing to return")
                    .isEmpty();
            assertThat(workers.available()).as("its permit given back").isEqualTo(1);
            workers.release();
        }
    }

    @Test
    void a_single_permit_lends_nothing() {
        try (IdlePermits workers = new IdlePermits(1)) {
            assertThat(workers.run(() -> ChainHelpers.current().isPresent())).isFalse();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
