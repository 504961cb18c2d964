package dev.sudoku.web;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The bounded worker pool: at most {@code n} requests compute at once, whatever the HTTP threads do. A
 * request waits a short while for a worker, then is turned away with 503, so a burst of slow requests
 * cannot queue up minutes of work or hold every HTTP thread. Permits rather than a second executor: the
 * work runs on the request's own thread, so nothing is handed over and nothing is left running when a
 * request ends.
 */
final class Workers {
    private final Semaphore permits;
    private final int count;
    private final Duration wait;

    Workers(int count, Duration wait) {
        this.permits = new Semaphore(count, false);
        this.count = count;
        this.wait = wait;
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
            return work.get();
        } finally {
            permits.release();
        }
    }
}
