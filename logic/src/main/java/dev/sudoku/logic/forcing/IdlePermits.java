package dev.sudoku.logic.forcing;

import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A fixed number of permits to compute, one held by each thread at work, with the permits idle meanwhile
 * lent to the chaining searches of the work in hand ({@link ChainHelpers}). A helper task takes a free permit
 * for the length of one search step, or does nothing when none is free: at most {@code count} threads
 * compute at once, helpers included, so a pool busy with as many pieces of work as permits runs each alone,
 * and a piece of work left alone (the last of a file, one request on a server) gets the other cores. A
 * thread that wants a permit while a helper holds it waits at most one search step.
 */
public final class IdlePermits implements AutoCloseable {
    private final Semaphore permits;
    private final int count;
    /** The threads of the helper tasks, or null with a single permit (nothing to lend). */
    private final ExecutorService helpers;
    /** Helper tasks that found no free permit and did nothing. */
    private final AtomicLong turnedAway = new AtomicLong();

    /** The permits of which the current thread holds one while its work runs ({@link #lend}), or null. */
    private static final ThreadLocal<IdlePermits> HELD = new ThreadLocal<>();

    /** {@code count} permits (at least one), and {@code count - 1} threads for the helper tasks. */
    public IdlePermits(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("at least one permit, not " + count);
        }
        this.permits = new Semaphore(count, false);
        this.count = count;
        this.helpers = count < 2
                ? null
                : Executors.newFixedThreadPool(count - 1, runnable -> {
                    Thread thread = new Thread(runnable, "sudoku-chain-helper");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * Takes a free permit at once, else waits up to {@code wait} for one; true when taken. The caller then
     * runs its work with {@link #lend} and gives the permit back with {@link #release}.
     */
    public boolean tryAcquire(Duration wait) throws InterruptedException {
        return permits.tryAcquire() || permits.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Gives back a permit taken with {@link #tryAcquire}. */
    public void release() {
        permits.release();
    }

    /** How many permits nobody holds now. */
    int available() {
        return permits.availablePermits();
    }

    /** Whether a thread waits for a permit ({@link #tryAcquire} with a wait, or {@link #run}). */
    boolean anyWaiting() {
        return permits.hasQueuedThreads();
    }

    /** How many permits there are. */
    public int count() {
        return count;
    }

    /**
     * Runs {@code work}, whose thread holds one of the permits ({@link #tryAcquire}), with the others lent to its chaining searches
     * for as long as they are free.
     */
    public <T> T lend(Supplier<T> work) {
        IdlePermits outer = HELD.get();
        HELD.set(this);
        try {
            return helpers == null ? work.get() : ChainHelpers.lend(this::help, count - 1, work);
        } finally {
            HELD.set(outer);
        }
    }

    /**
     * Runs {@code wait}, in which the current thread computes nothing (it waits for another thread's work, as
     * a request waits for a search of the same position already running), with the permit it holds for its
     * work ({@link #lend}) given back meanwhile: the work waited for may take it as a helper, or another
     * piece of work may run. The thread takes a permit again before this returns, waiting for one as long as
     * it takes, so its work ends holding one, as it began. Outside such work, {@code wait} just runs.
     */
    public static <T> T idleWhile(Supplier<T> wait) {
        IdlePermits held = HELD.get();
        if (held == null) {
            return wait.get();
        }
        held.permits.release();
        try {
            return wait.get();
        } finally {
            held.permits.acquireUninterruptibly();
        }
    }

    /**
     * Takes a permit (waiting for one), runs {@code work} as {@link #lend} does, and gives the permit back.
     * The wait is at most one search step, so it is not cut short by an interrupt: the interrupt stays set,
     * and the work's searches stop at their first check.
     */
    public <T> T run(Supplier<T> work) {
        permits.acquireUninterruptibly();
        try {
            return lend(work);
        } finally {
            permits.release();
        }
    }

    /**
     * Runs {@code work} on a permit only while nothing else computes, for work that can wait (a server's
     * warm-up): empty at once when a permit is taken or wanted; and as soon as another thread takes a permit
     * or waits for one, the work's searches stop at their next check ({@link SearchBudget}, which asks every
     * {@code askEvery}) and this returns empty too, so a request arriving meanwhile waits at most about that
     * long. The work lends nothing to helpers. Its thread, interrupted, still gets the {@link
     * SearchCancelledException}.
     */
    public <T> Optional<T> whileIdle(Duration askEvery, Supplier<T> work) {
        if (anyWaiting() || available() < count || !permits.tryAcquire()) {
            return Optional.empty();
        }
        try {
            return Optional.of(SearchBudget.untilAbandoned(this::othersAtWork, askEvery, work));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return Optional.empty();
        } finally {
            permits.release();
        }
    }

    /** Whether a thread other than the one holding a permit for idle work holds or wants one. */
    private boolean othersAtWork() {
        return available() < count - 1 || anyWaiting();
    }

    /** How many helper tasks found every permit taken, and did nothing. */
    public long helpersTurnedAway() {
        return turnedAway.get();
    }

    /**
     * Runs a helper task on a free permit, or not at all when every permit is taken or a thread waits for one.
     * A thread that waits comes first: a permit given back wakes it, but a helper taking the next task asks
     * sooner than a woken thread can, and helper steps that followed one another kept a waiting request out
     * for 2-14 steps of 10 ms in a row (and a server's request, whose wait is bounded, was turned away busy).
     */
    private void help(Runnable task) {
        helpers.execute(() -> {
            if (anyWaiting() || !permits.tryAcquire()) {
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

    /** Stops the helper threads (a task at work finishes its step). */
    @Override
    public void close() {
        if (helpers != null) {
            helpers.shutdown();
        }
    }
}
