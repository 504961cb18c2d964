package dev.sudoku.logic;

import dev.sudoku.core.solve.SolveLimits;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Cooperative cancellation of the costly searches: a wall-time deadline for the current thread, which the
 * searches of this library test with {@link #check()} once per step, propagation, walk or base cell.
 *
 * <pre>{@code
 * try {
 *     Rating rating = SearchBudget.within(Duration.ofSeconds(2), () -> rater.rate(puzzle));
 * } catch (SearchCancelledException e) {
 *     // the rating did not finish in time, or the thread was interrupted
 * }
 * }</pre>
 *
 * <p>The deadline lives in a {@link ThreadLocal}: no timer thread, nothing shared between threads, and work
 * handed to other threads is not bounded by it unless handed over {@link #carried}. Budgets nest: an inner budget never extends an outer one
 * (the earlier deadline holds), and the outer budget is back in force when the inner work returns or
 * throws. Nothing stops between two checks, so the overrun is at most one check interval: one logical
 * step of the cheap techniques, one propagation of a chain, one root of a cycle walk.
 *
 * <p>Cost of {@link #check()}: one thread-local read and one interrupt test when no budget is set, one
 * {@link System#nanoTime()} more when one is; measured 2-4 ns and 33 ns a call. Rating the first 100
 * puzzles of {@code se_classic_dev.txt} makes 222,604 checks, about 0.7 ms without a budget (7 ms with
 * one) against 300 ms of rating: no difference shows in the rating time.
 *
 * <p>Work may also be stopped when its result is no longer wanted ({@link #untilAbandoned}): the HTTP
 * server's requests stop soon after their client has gone. The checks ask that question at most once per
 * interval, so its cost (a system call, for a client) is paid a few hundred times a second, not per check.
 */
public final class SearchBudget {
    /** Deadlines further off than this (about 73 years) are treated as this, so that nanoTime arithmetic holds. */
    private static final long FAR_NANOS = Long.MAX_VALUE / 4;

    private static final ThreadLocal<Frame> CURRENT = new ThreadLocal<>();

    /**
     * The budget in force: whether it has a deadline, the {@link System#nanoTime()} deadline and, for the
     * message, the length of the budget that set it (-1 when given as a deadline); and the watch asked
     * whether the work is still wanted, or null.
     */
    private record Frame(boolean timed, long deadline, long budgetNanos, AbandonWatch watch) {
        static Frame timed(long deadline, long budgetNanos) {
            return new Frame(true, deadline, budgetNanos, null);
        }

        /**
         * This frame in force inside {@code outer}: the earlier deadline, and this frame's watch (which asks
         * the outer one too) or else the outer one's.
         */
        Frame inside(Frame outer) {
            // Deadlines are compared by difference as nanoTime values may wrap.
            boolean outerFirst = outer.timed && (!timed || outer.deadline - deadline <= 0);
            Frame time = outerFirst ? outer : this;
            AbandonWatch both = watch == null ? outer.watch : watch;
            return new Frame(time.timed, time.deadline, time.budgetNanos, both);
        }
    }

    private SearchBudget() {}

    /**
     * Runs {@code work} on this thread with at most {@code budget} of wall time; searches that run out
     * throw {@link SearchCancelledException}. The previous budget is restored afterwards.
     */
    public static <T> T within(Duration budget, Supplier<T> work) {
        long nanos = budget.compareTo(Duration.ofNanos(FAR_NANOS)) > 0 ? FAR_NANOS : budget.toNanos();
        return run(Frame.timed(System.nanoTime() + Math.max(0, nanos), Math.max(0, nanos)), work);
    }

    /** As {@link #within(Duration, Supplier)}, with a deadline in {@link System#nanoTime()} units. */
    public static <T> T until(long deadlineNanos, Supplier<T> work) {
        return run(Frame.timed(deadlineNanos, -1), work);
    }

    /**
     * Runs {@code work} on this thread until {@code abandoned} says its result is no longer wanted: the next
     * check after that throws {@link SearchCancelledException} ({@link SearchCancelledException#abandoned()}).
     * The checks ask {@code abandoned} at most once per {@code askEvery}, the first time one interval in,
     * so it may cost a system call; it is asked from whichever thread the work is {@link #carried} to (so
     * it must be safe to call from any), and not again once it has said true. Budgets set inside keep it
     * in force.
     */
    public static <T> T untilAbandoned(BooleanSupplier abandoned, Duration askEvery, Supplier<T> work) {
        Objects.requireNonNull(abandoned, "abandoned");
        Frame outer = CURRENT.get();
        AbandonWatch watch = new AbandonWatch(abandoned, askEvery.toNanos(), outer == null ? null : outer.watch);
        return run(new Frame(false, 0, -1, watch), work);
    }

    /**
     * Throws {@link SearchCancelledException} when the thread is interrupted (the interrupt flag stays set),
     * the current budget has run out or its work is abandoned; returns at once otherwise. Call it from loops
     * whose one turn costs at least a microsecond or so.
     */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw SearchCancelledException.onInterrupt();
        }
        Frame frame = CURRENT.get();
        if (frame == null) {
            return;
        }
        long now = System.nanoTime();
        if (frame.timed && now - frame.deadline >= 0) {
            throw SearchCancelledException.outOfTime(frame.budgetNanos);
        }
        if (frame.watch != null && frame.watch.abandoned(now)) {
            throw SearchCancelledException.onAbandon();
        }
    }

    /** The time left of the current budget, or empty when none is set; zero when it has run out. */
    public static Optional<Duration> remaining() {
        Frame frame = CURRENT.get();
        if (frame == null || !frame.timed) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofNanos(Math.max(0, frame.deadline - System.nanoTime())));
    }

    /**
     * {@code work} as a task for another thread, bounded there by the budget in force on this thread now
     * (unbounded when none is set): for work a search hands to helper threads.
     */
    public static <T> Supplier<T> carried(Supplier<T> work) {
        Objects.requireNonNull(work, "work");
        Frame frame = CURRENT.get();
        return frame == null ? work : () -> run(frame, work);
    }

    /**
     * {@code limits} with at most the time the current budget leaves, for core's exact solvers, which do
     * not see the budget; unchanged when none is set.
     */
    public static SolveLimits bounded(SolveLimits limits) {
        return remaining()
                .map(left -> limits.withMaxNanos(Math.max(1, Math.min(limits.maxNanos(), left.toNanos()))))
                .orElse(limits);
    }

    private static <T> T run(Frame requested, Supplier<T> work) {
        Objects.requireNonNull(work, "work");
        Frame outer = CURRENT.get();
        Frame frame = outer == null ? requested : requested.inside(outer);
        return ThreadLocals.within(CURRENT, frame, work);
    }
}
