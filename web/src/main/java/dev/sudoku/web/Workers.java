package dev.sudoku.web;

import dev.sudoku.logic.forcing.IdlePermits;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The bounded worker pool: at most {@code n} requests compute at once, whatever the HTTP threads do. A
 * request waits a short while for a worker, then is turned away with 503, so a burst of slow requests
 * cannot queue up minutes of work or hold every HTTP thread. Permits rather than a second executor: the
 * work runs on the request's own thread, so nothing is handed over and nothing is left running when a
 * request ends. Permits idle while a request computes are lent to its chaining searches ({@link
 * IdlePermits}): at most {@code n} threads compute, helpers included, and a request arriving meanwhile
 * waits at most one search step for the permit, within its {@code queueWait}.
 */
final class Workers implements AutoCloseable {
    private final IdlePermits permits;
    private final Duration wait;

    Workers(int count, Duration wait) {
        this.permits = new IdlePermits(count);
        this.wait = wait;
    }

    <T> T run(Supplier<T> work) {
        boolean acquired;
        try {
            // A free permit is taken at once, by the thread that is already running: handing it to a
            // parked thread in arrival order (a fair semaphore) cost a wake-up per request, longer than an
            // easy solve, and queued 59 of 64 requests in flight under load (bench --http: solve-easy
            // 0.27-0.43x of the health route fair, 0.52-0.72x barging). A waiter gives up after `wait`.
            acquired = permits.tryAcquire(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ApiProblem.busy("the server is shutting down");
        }
        if (!acquired) {
            throw ApiProblem.busy("all " + permits.count() + " workers are busy; try again shortly");
        }
        try {
            return permits.lend(work);
        } finally {
            permits.release();
        }
    }

    /** Runs work that can wait, only while no request computes ({@link IdlePermits#whileIdle}). */
    <T> Optional<T> whileIdle(Duration askEvery, Supplier<T> work) {
        return permits.whileIdle(askEvery, work);
    }

    /** Stops the helper threads (a task at work finishes its step). */
    @Override
    public void close() {
        permits.close();
    }
}
