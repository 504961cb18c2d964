package dev.sudoku.web;

import dev.sudoku.logic.forcing.ChainHelpers;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The bounded worker pool: at most {@code n} requests compute at once, whatever the HTTP threads do. A
 * request waits a short while for a worker, then is turned away with 503, so a burst of slow requests
 * cannot queue up minutes of work or hold every HTTP thread. Permits rather than a second executor: the
 * work runs on the request's own thread, so nothing is handed over and nothing is left running when a
 * request ends.
 *
 * <p>Permits idle while a request computes are lent to its chaining searches ({@link ChainHelpers}): a
 * helper task takes a free permit for the length of one search step, or does nothing when none is free, so
 * at most {@code n} threads compute at once, helpers included, and a busy server runs each request alone.
 * A request arriving meanwhile waits at most one step for the permit (a few tenths of a second at the
 * hardest steps), within its {@code queueWait}.
 */
final class Workers implements AutoCloseable {
    private final Semaphore permits;
    private final int count;
    private final Duration wait;
    /** The threads of the helper tasks, or null with a single worker (nothing to lend). */
    private final ExecutorService helpers;
    /** Helper tasks that found no free permit and did nothing. */
    private final AtomicLong turnedAway = new AtomicLong();

    Workers(int count, Duration wait) {
        this.permits = new Semaphore(count, false);
        this.count = count;
        this.wait = wait;
        this.helpers = count < 2
                ? null
                : Executors.newFixedThreadPool(count - 1, runnable -> {
                    Thread thread = new Thread(runnable, "sudoku-chain-helper");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    <T> T run(Supplier<T> work) {
        boolean acquired;
        try {
            // A free permit is taken at once, by the thread that is already running: handing it to a
            // parked thread in arrival order (a fair semaphore) cost a wake-up per request, longer than an
            // easy solve, and queued 59 of 64 requests in flight under load (bench --http: solve-easy
            // 0.27-0.43x of the health route fair, 0.52-0.72x barging). A waiter gives up after `wait`.
            acquired = permits.tryAcquire() || permits.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ApiProblem.busy("the server is shutting down");
        }
        if (!acquired) {
            throw ApiProblem.busy("all " + count + " workers are busy; try again shortly");
        }
        try {
            return helpers == null ? work.get() : ChainHelpers.lend(this::help, count - 1, work);
        } finally {
            permits.release();
        }
    }

    /** Runs a helper task on a free permit, or not at all when every permit is taken. */
    private void help(Runnable task) {
        helpers.execute(() -> {
            if (!permits.tryAcquire()) {
                turnedAway.incrementAndGet();
                return;
            }
            try {
                task.run();
            } finally {
                permits.release();
            }
        });
    }

    /** How many helper tasks found every permit taken, and did nothing. */
    long helpersTurnedAway() {
        return turnedAway.get();
    }

    /** Stops the helper threads (a task at work finishes its step). */
    @Override
    public void close() {
        if (helpers != null) {
            helpers.shutdown();
        }
    }
}
