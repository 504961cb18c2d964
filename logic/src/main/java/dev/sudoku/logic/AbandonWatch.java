package dev.sudoku.logic;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * A question "is this work still wanted?" asked from {@link SearchBudget#check()}, at most once per
 * interval: the question may cost a system call (asking whether an HTTP client is still connected), and the
 * checks come every microsecond or so. Once it has said the work is abandoned it keeps saying so without
 * asking again. Safe to ask from every thread a budget is carried to.
 */
final class AbandonWatch {
    private final BooleanSupplier abandoned;
    private final long everyNanos;
    /** The {@link System#nanoTime()} from which the next check asks; the first ask is one interval in. */
    private final AtomicLong nextAsk;
    /** A watch in force where this one was set: its work is abandoned too when that one's is. */
    private final AbandonWatch outer;

    private volatile boolean seen;

    AbandonWatch(BooleanSupplier abandoned, long everyNanos, AbandonWatch outer) {
        this.abandoned = abandoned;
        this.everyNanos = everyNanos;
        this.nextAsk = new AtomicLong(System.nanoTime() + everyNanos);
        this.outer = outer;
    }

    /** Whether the work is abandoned, asking the question when an interval has passed since the last ask. */
    boolean abandoned(long now) {
        if (seen || (outer != null && outer.abandoned(now))) {
            return true;
        }
        long next = nextAsk.get();
        // Of the threads that find the interval over, the one that moves it on asks; the rest go on.
        if (now - next < 0 || !nextAsk.compareAndSet(next, now + everyNanos)) {
            return false;
        }
        if (abandoned.getAsBoolean()) {
            seen = true;
        }
        return seen;
    }
}
